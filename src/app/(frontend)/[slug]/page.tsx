import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageContent } from '@/components/site/PageContent'
import { PreviewBar } from '@/components/site/PreviewBar'
import { pageForRequest } from '@/features/page-preview'
import { getSiteSettings } from '@/data/settings'
import { pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ slug: string }> }

// Rendered per request from cached data (getPublishedPage reads through the data cache, so no
// database query per request).
export const dynamic = 'force-dynamic'

/** 'home' lives at /, never at /home. Staff in draft mode see the newest draft. */
async function pageFor(slug: string) {
  if (slug === 'home') return { page: null, preview: false }
  return pageForRequest(slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  try {
    const [{ page }, settings] = await Promise.all([pageFor(slug), getSiteSettings()])
    return page ? pageMetadata(page, `/${slug}`, settings.companyName) : {}
  } catch {
    // A failed read here would replace the whole site with the bare global error; the page's own
    // render fails the same way and shows the error screen inside the site's frame (error.tsx).
    return {}
  }
}

export default async function CmsPage({ params }: Props) {
  const { slug } = await params
  const { page, preview } = await pageFor(slug)
  // Unknown slugs and the editors' redirects are answered by the proxy already (src/proxy.ts).
  if (!page) notFound()
  return (
    <>
      {preview && <PreviewBar path={`/${slug}`} />}
      <PageContent page={page} />
    </>
  )
}
