import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { SiteShell } from '@/features/site-shell/SiteShell'
import { getSiteSettings } from '@/features/site-shell/settings'
import { siteMetadata } from '@/seo/siteMetadata'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  return siteMetadata(await getSiteSettings())
}

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>
}
