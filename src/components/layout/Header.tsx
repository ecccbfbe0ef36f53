import Link from 'next/link'
import { getSiteSettings } from '@/data/settings'

/** Placeholder: the public-site work replaces this with the full navigation. */
export async function Header() {
  const settings = await getSiteSettings()
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
        <Link href="/" className="font-semibold text-brand-900">
          {settings.companyName}
        </Link>
      </div>
    </header>
  )
}
