import { ImageResponse } from 'next/og'
import { getSiteSettings } from '@/features/site-shell/settings'
import { OG_IMAGE_SIZE } from '@/seo'

/**
 * /og-image.png: the default share image (1200x630) for pages without their own, generated at build
 * time and served from our origin; regenerated when SiteSettings change (tag of getSiteSettings).
 * A plain route rather than the opengraph-image convention, whose URL gets a hash inside a route group.
 */
export const dynamic = 'force-static'

export async function GET() {
  const settings = await getSiteSettings()
  const founded = settings.claims?.foundedYear ?? 2002
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 80,
        background: 'linear-gradient(135deg, #152054 0%, #1e338a 55%, #1d41d8 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, letterSpacing: 4, textTransform: 'uppercase', color: '#d4a84b' }}>Seit {founded}</div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{settings.companyName}</div>
        <div style={{ display: 'flex', marginTop: 28, fontSize: 36, lineHeight: 1.3, color: '#dbe8fe' }}>
          Headhunting & Interim Management für Hotellerie, Gastronomie und Touristik
        </div>
      </div>
      <div style={{ display: 'flex', width: 160, height: 8, background: '#d4a84b', borderRadius: 4 }} />
    </div>,
    { ...OG_IMAGE_SIZE, headers: { 'content-type': 'image/png' } },
  )
}
