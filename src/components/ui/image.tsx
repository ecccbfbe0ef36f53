import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadImage } from 'react-dom'

/**
 * next/image's markup (resized srcset, lazy loading, `fill` styles) as a plain <img>: rendered by
 * the server, it sends no JavaScript. next/image's own component is a client component that cost
 * every page with a picture 7 KB (gzip) of first-load JavaScript for load handlers we do not use
 * (no blur placeholders). `preload` asks the browser for the picture early, as next/image does.
 */
export function Img({ preload = false, ...props }: Omit<ImageProps, 'priority' | 'placeholder' | 'onLoad' | 'onError'> & { alt: string }) {
  const { props: img } = getImageProps({ ...props, preload })
  if (preload && img.src) {
    preloadImage(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' })
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...img} />
}
