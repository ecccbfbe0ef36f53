import { getImageProps, type ImageProps } from 'next/image'

/**
 * next/image's markup (resized srcset, lazy loading, `fill` styles) as a plain <img>: rendered by
 * the server, it sends no JavaScript. next/image's own component is a client component that cost
 * every page with a picture 7 KB (gzip) of first-load JavaScript for load handlers we do not use
 * (no blur placeholders). `preload` loads the picture eagerly with high priority; no <link
 * rel=preload>: from a server component that hint travels in the RSC payload, and every prefetch
 * of a job page would fetch its picture.
 */
export function Img({ preload = false, ...props }: Omit<ImageProps, 'priority' | 'placeholder' | 'onLoad' | 'onError'> & { alt: string }) {
  const { props: img } = getImageProps({ ...props, preload })
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own markup, without its client component (see above)
  return <img {...img} />
}
