import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { CookieBanner } from '@/components/layout/CookieBanner'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { ScrollManager } from '@/components/site/ScrollManager'
import { Toaster } from '@/components/ui/toaster'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000'),
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
        <Toaster />
        <ScrollManager />
      </body>
    </html>
  )
}
