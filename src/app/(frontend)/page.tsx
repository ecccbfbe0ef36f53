import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageContent } from '@/blocks/PageContent'
import { PreviewBar } from '@/features/page-preview/components/PreviewBar'
import { pageForRequest } from '@/features/page-preview'
import { getSiteSettings } from '@/features/site-shell/settings'
import { OrganizationJsonLd } from '@/seo/OrganizationJsonLd'
import { pageMetadata } from '@/seo/pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  const [{ page }, settings] = await Promise.all([pageForRequest('home'), getSiteSettings()])
  return page ? pageMetadata(page, '/', settings.companyName) : {}
}

export default async function HomePage() {
  const { page, preview } = await pageForRequest('home')
  if (!page) notFound()
  return (
    <>
      {preview && <PreviewBar path="/" />}
      <OrganizationJsonLd />
      <PageContent page={page} />
    </>
  )
}
