// Loads Next's chunk scripts once the browser has rendered its first frame of the server-rendered
// page. The production server writes this script in place of the chunks' own tags:
// src/lib/script-loading says why.
;(() => {
  const chunks = document.currentScript.dataset.chunks.split(' ')
  let loaded = false
  const load = () => {
    if (loaded) return
    loaded = true
    for (const name of chunks) document.head.append(Object.assign(document.createElement('script'), { src: `/_next/static/chunks/${name}.js` }))
  }
  // a hidden tab renders no frames
  if (document.hidden) return load()
  // after the frame: a timeout set while the frame is being rendered runs once it is painted
  requestAnimationFrame(() => setTimeout(load))
  addEventListener('load', load)
})()
