import { notFound } from 'next/navigation'

/** Deeper unknown paths get the site's 404 page (with header and footer), not Next's bare one. */
export default function UnknownDeepPath(): never {
  notFound()
}
