import { getSiteSettings } from '@/data/settings'

/** Placeholder: the public-site work replaces this with the full footer. */
export async function Footer() {
  const settings = await getSiteSettings()
  return (
    <footer className="border-t bg-brand-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-8 text-sm">© 2025 {settings.companyName}</div>
    </footer>
  )
}
