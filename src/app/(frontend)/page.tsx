import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageContent } from '@/components/site/PageContent'
import { getPublishedPage } from '@/data/pages'
import { getSiteSettings } from '@/data/settings'
import { OrganizationJsonLd } from '@/seo/OrganizationJsonLd'
import { pageMetadata } from '@/seo/pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  const [page, settings] = await Promise.all([getPublishedPage('home'), getSiteSettings()])
  return page ? pageMetadata(page, '/', settings.companyName) : {}
}

export default async function HomePage() {
  const page = await getPublishedPage('home')
  if (!page) notFound()
  return (
    <>
      <OrganizationJsonLd />
      <PageContent page={page} />
    </>
  )
}
