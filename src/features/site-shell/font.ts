import localFont from 'next/font/local'

/**
 * Inter's Latin face (all German text) through next/font: the page preloads it and the fallback
 * font is metric-adjusted, so text does not rewrap when Inter arrives after the first paint (that
 * swap shifted the board's search box: CLS 0.08). Other scripts still come from @fontsource's
 * faces in globals.css, the next name in --font-sans.
 */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
})
