import type { ReactNode } from 'react'
import { Analytics } from '@/features/consent/components/Analytics.client'
import { CookieBanner } from '@/features/consent/components/CookieBanner.client'
import { Footer } from '@/features/site-shell/Footer'
import { Header } from '@/features/site-shell/Header'
import { inter } from '@/features/site-shell/font'
import { ScrollManager } from '@/components/site/ScrollManager.client'
import { SitePagesProvider } from '@/components/site/SitePages.client'
import { Toaster } from '@/components/ui/Toaster.client'
import { getSiteSettings } from '@/features/site-shell/settings'
import { sitePagePaths } from '@/lib/paths'

/** The public site's document: header, main, footer, cookie banner (the layout and the 404 page share it). */
export async function SiteShell({ children }: { children: ReactNode }) {
  const pages = sitePagePaths((await getSiteSettings()).sitePages)
  return (
    <html lang="de" className={inter.variable}>
      <body className="flex min-h-screen flex-col">
        <SitePagesProvider paths={pages}>
          <Header />
          <main id="inhalt" className="flex-1 pt-16">
            {children}
          </main>
          <Footer />
          <CookieBanner />
          <Analytics />
          <Toaster />
          <ScrollManager />
        </SitePagesProvider>
      </body>
    </html>
  )
}
