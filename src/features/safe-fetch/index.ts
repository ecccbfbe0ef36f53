/**
 * Minimal stand-in: the `hardening-ops` branch replaces this file at merge with its guarded
 * version (SSRF rules: no private/loopback/link-local addresses, checked redirects). Same path
 * and signature, so callers stay as they are. Here: time limit, size cap, content-type check.
 */
export async function safeFetch(
  url: string,
  opts: { maxBytes: number; timeoutMs: number; accept?: string[] },
): Promise<{ body: Buffer; contentType: string; finalUrl: string }> {
  if (!/^https?:\/\//i.test(url)) throw new Error(`safeFetch: only http(s) URLs, got ${url.slice(0, 80)}`)
  const response = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs), redirect: 'follow' })
  if (!response.ok) throw new Error(`safeFetch: HTTP ${response.status} for ${url}`)
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (opts.accept?.length && !opts.accept.some((type) => (type.endsWith('/*') ? contentType.startsWith(type.slice(0, -1)) : contentType === type))) {
    await response.body?.cancel()
    throw new Error(`safeFetch: content type ${contentType || '(none)'} not accepted for ${url}`)
  }
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > opts.maxBytes) {
    await response.body?.cancel()
    throw new Error(`safeFetch: ${declared} bytes exceed the limit of ${opts.maxBytes} for ${url}`)
  }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body?.getReader()
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
    size += part.value.byteLength
    if (size > opts.maxBytes) {
      await reader!.cancel()
      throw new Error(`safeFetch: more than ${opts.maxBytes} bytes from ${url}`)
    }
    chunks.push(part.value)
  }
  return { body: Buffer.concat(chunks), contentType, finalUrl: response.url || url }
}
