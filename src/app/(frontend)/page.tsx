import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageContent } from '@/components/site/PageContent'
import { getPublishedPage } from '@/data/pages'
import { pageMetadata } from '@/seo/pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPublishedPage('home')
  return page ? pageMetadata(page, '/') : {}
}

export default async function HomePage() {
  const page = await getPublishedPage('home')
  if (!page) notFound()
  return <PageContent page={page} />
}
