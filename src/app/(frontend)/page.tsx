import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CookieSettingsLink } from '@/components/consent/CookieSettingsLink'
import { countCurrentJobs } from '@/data/jobs'
import { getPublishedPage } from '@/data/pages'
import { getSiteSettings } from '@/data/settings'
import { OrganizationJsonLd } from '@/seo/OrganizationJsonLd'
import { pageMetadata } from '@/seo/pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  const [page, settings] = await Promise.all([getPublishedPage('home'), getSiteSettings()])
  return page ? pageMetadata(page, '/', settings.companyName) : {}
}

/** Placeholder home page: the public-site work renders the page-builder blocks. */
export default async function HomePage() {
  const page = await getPublishedPage('home')
  if (!page) notFound()
  const jobs = await countCurrentJobs()
  return (
    <div className="mx-auto max-w-3xl p-8">
      <OrganizationJsonLd />
      <h1 className="text-3xl font-bold">{page.meta?.title ?? page.title}</h1>
      <p className="mt-4 text-muted-foreground">{jobs} aktuelle Stellenangebote</p>
      <CookieSettingsLink className="mt-4 text-sm text-primary" />
    </div>
  )
}
