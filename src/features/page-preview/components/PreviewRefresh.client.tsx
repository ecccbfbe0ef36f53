'use client'
import { useRouter } from 'next/navigation'
import { useEffect, useState, type ComponentType } from 'react'

type RefreshProps = { refresh: () => void; serverURL: string }

/**
 * Reloads the server-rendered draft whenever the editor saves in the admin (live preview iframe).
 * Payload's listener loads only here, in a draft preview, not with every CMS page.
 */
export function PreviewRefresh() {
  const router = useRouter()
  const [Refresh, setRefresh] = useState<ComponentType<RefreshProps> | null>(null)
  useEffect(() => {
    void import('@payloadcms/live-preview-react').then(({ RefreshRouteOnSave }) => setRefresh(() => RefreshRouteOnSave))
  }, [])
  return Refresh ? <Refresh refresh={() => router.refresh()} serverURL={window.location.origin} /> : null
}
