#!/usr/bin/env node
// The floor bench/index.mjs compares the site with: a minimal Node server that answers each
// saved page's bytes from memory, nothing else. Its own process, so it never shares an event loop
// with the load generator.
//   node bench/static-server.mjs <port> <manifest.json: { "/path?query": "/abs/file.html" }>
import fs from 'node:fs'
import http from 'node:http'

const [port, manifest] = process.argv.slice(2)
const pages = new Map(Object.entries(JSON.parse(fs.readFileSync(manifest, 'utf8'))).map(([url, file]) => [url, fs.readFileSync(file)]))

http
  .createServer((req, res) => {
    const body = pages.get(req.url)
    if (!body) return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length }).end(body)
  })
  .listen(Number(port), '127.0.0.1', () => console.log('listening'))
