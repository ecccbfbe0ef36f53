import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageContent } from '@/components/site/PageContent'
import { getPublishedPage } from '@/data/pages'
import { pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ slug: string }> }

// Rendered on first request, then served from the cache until a hook expires the page's tags.
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

/** 'home' lives at /, never at /home. */
async function pageFor(slug: string) {
  if (slug === 'home') return null
  return getPublishedPage(slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const page = await pageFor(slug)
  return page ? pageMetadata(page, `/${slug}`) : {}
}

export default async function CmsPage({ params }: Props) {
  const { slug } = await params
  const page = await pageFor(slug)
  if (!page) notFound()
  return <PageContent page={page} />
}
