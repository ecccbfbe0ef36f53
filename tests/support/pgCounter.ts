import net from 'node:net'

/**
 * A TCP relay in front of PostgreSQL that counts the statements a client runs: every simple
 * query ('Q') and every extended-protocol execute ('E') the client sends. A server started with
 * DATABASE_URL through it shows exactly when a request reached the database.
 */
export async function startQueryCounter(databaseUrl: string): Promise<{ url: string; count: () => number; stop: () => Promise<void> }> {
  const target = new URL(databaseUrl)
  let statements = 0
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {})
    }
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
    upstream.on('data', (chunk) => client.write(chunk))
    let pending = Buffer.alloc(0)
    let started = false
    client.on('data', (chunk) => {
      upstream.write(chunk)
      pending = Buffer.concat([pending, chunk])
      for (;;) {
        if (!started) {
          // untyped start-up packets: length, then a code (SSLRequest, GSSENCRequest or the StartupMessage)
          if (pending.length < 8 || pending.length < pending.readInt32BE(0)) break
          const code = pending.readInt32BE(4)
          pending = pending.subarray(pending.readInt32BE(0))
          if (code !== 80877103 && code !== 80877104) started = true
          continue
        }
        if (pending.length < 5 || pending.length < 1 + pending.readInt32BE(1)) break
        const type = String.fromCharCode(pending[0])
        if (type === 'Q' || type === 'E') statements++
        pending = pending.subarray(1 + pending.readInt32BE(1))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = new URL(databaseUrl)
  url.hostname = '127.0.0.1'
  url.port = String((server.address() as net.AddressInfo).port)
  return {
    url: url.toString(),
    count: () => statements,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
