import { notFound } from 'next/navigation'
import { ContactForm } from '@/components/contact/ContactForm' // contact work (temporary): the site's home page places it via the contact block
import { countCurrentJobs } from '@/data/jobs'
import { getPublishedPage } from '@/data/pages'

/** Placeholder home page: the public-site work renders the page-builder blocks. */
export default async function HomePage() {
  const page = await getPublishedPage('home')
  if (!page) notFound()
  const jobs = await countCurrentJobs()
  return (
    <div className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">{page.meta?.title ?? page.title}</h1>
      <p className="mt-4 text-muted-foreground">{jobs} aktuelle Stellenangebote</p>
      {/* contact work (temporary, drop when merging the real home page): the form in #contact */}
      <section id="contact" className="mt-12">
        <h2 className="mb-6 text-2xl font-semibold">Kontakt</h2>
        <ContactForm />
      </section>
    </div>
  )
}
