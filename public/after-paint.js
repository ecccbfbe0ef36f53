// Next's chunk scripts, loaded after the page's first contentful paint (src/lib/script-loading).
;(() => {
  const chunks = document.currentScript.dataset.chunks.split(' ')
  let started = false
  const load = () => {
    if (started) return
    started = true
    for (const name of chunks) document.head.append(Object.assign(document.createElement('script'), { src: `/_next/static/chunks/${name}.js` }))
  }
  // a hidden tab does not paint; an old browser does not tell
  if (document.hidden || !self.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return load()
  new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && load()).observe({ type: 'paint', buffered: true })
  // a page that never paints content still gets its scripts
  addEventListener('load', () => setTimeout(load, 3000))
})()
