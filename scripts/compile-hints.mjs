// V8 compiles a function the first time it is called, on the main thread. For Next's first-load
// chunks that is most of them, during hydration: on a slow phone tens of milliseconds of one long
// task. A file that starts with the comment below is compiled whole, while it streams in, off
// the main thread (V8's explicit compile hints, Chrome 136+; other browsers read a comment).
// Only the chunks public pages load first get it: the admin's chunks stay lazily compiled.
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * The first-load chunk files of the public site, relative to `distDir`: Next's runtime
 * (build-manifest.json) and every layout, page, error and not-found entry of the routes under
 * src/app/(frontend) (their client reference manifests).
 */
export function firstLoadChunks(distDir) {
  const files = new Set(JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')).rootMainFiles)
  const routes = path.join(distDir, 'server/app/(frontend)')
  for (const name of fs.readdirSync(routes, { recursive: true })) {
    if (!name.endsWith('_client-reference-manifest.js')) continue
    // a script that assigns the manifest to globalThis.__RSC_MANIFEST[route]
    const sandbox = {}
    sandbox.globalThis = sandbox
    vm.runInNewContext(fs.readFileSync(path.join(routes, name), 'utf8'), sandbox)
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST))
      for (const chunks of Object.values(manifest.entryJSFiles)) for (const file of chunks) files.add(file)
  }
  return [...files].filter((file) => file.endsWith('.js')).sort()
}

/** Puts the compile hint at the top of each first-load chunk (once); the files it changed. */
export function addCompileHints(distDir) {
  const changed = []
  for (const file of firstLoadChunks(distDir)) {
    const target = path.join(distDir, file)
    const source = fs.readFileSync(target, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    fs.writeFileSync(target, COMPILE_HINT + source)
    changed.push(file)
  }
  return changed
}
