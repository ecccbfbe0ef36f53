import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageContent } from '@/blocks/PageContent'
import { PreviewBar } from '@/features/page-preview/components/PreviewBar'
import { pageForRequest } from '@/features/page-preview'
import { getSiteSettings } from '@/features/site-shell/settings'
import { getPublishedPageEntries } from '@/features/pages/data'
import { pageMetadata } from '@/seo/pageMetadata'
import { pagePath } from '@/lib/paths'

type Props = { params: Promise<{ slug: string }> }

/**
 * Every published page is prerendered at build; a page published later is rendered on its first
 * request. Both stay in Next's cache until a save expires their tags (src/collections/Pages/hooks).
 * Staff in draft mode (preview) get the page rendered per request, with the newest draft.
 * Unknown slugs never get here: the proxy answers them with the 404 page (src/proxy.ts).
 */
// At most five minutes between renders even without a change, like the job pages that follow the
// job index (src/features/jobs/data.ts).
export const revalidate = 300

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return (await getPublishedPageEntries()).filter(({ slug }) => slug !== 'home').map(({ slug }) => ({ slug }))
}

/** 'home' lives at /, never at /home. Staff in draft mode see the newest draft. */
async function pageFor(slug: string) {
  if (slug === 'home') return { page: null, preview: false }
  return pageForRequest(slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  try {
    const [{ page }, settings] = await Promise.all([pageFor(slug), getSiteSettings()])
    return page ? pageMetadata(page, pagePath(slug), settings.companyName) : {}
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
      {preview && <PreviewBar path={pagePath(slug)} />}
      <PageContent page={page} />
    </>
  )
}
