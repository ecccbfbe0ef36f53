import { notFound, permanentRedirect } from 'next/navigation'
import { findRedirect } from '@/server/redirects'

type Props = { params: Promise<{ slug: string; path: string[] }> }

/**
 * Any deeper path no other route serves (e.g. /alt/seite.html): an editor-made redirect, else 404.
 * Single-segment paths are handled the same way by the [slug] page before its notFound().
 */
export default async function UnmatchedPath({ params }: Props) {
  const { slug, path } = await params
  const target = await findRedirect(`/${[slug, ...path].join('/')}`)
  if (target) permanentRedirect(target)
  notFound()
}
