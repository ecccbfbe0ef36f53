import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { Analytics } from '@/components/consent/Analytics'
import { CookieBanner } from '@/components/layout/CookieBanner'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { ScrollManager } from '@/components/site/ScrollManager'
import { Toaster } from '@/components/ui/toaster'
import { getSiteSettings } from '@/data/settings'
import { siteMetadata } from '@/seo/siteMetadata'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  return siteMetadata(await getSiteSettings())
}

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <body className="flex min-h-screen flex-col">
        <Header />
        <main id="inhalt" className="flex-1 pt-16">
          {children}
        </main>
        <Footer />
        <CookieBanner />
        <Analytics />
        <Toaster />
        <ScrollManager />
      </body>
    </html>
  )
}
