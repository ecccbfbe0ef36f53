import type { UIFieldServerProps } from 'payload'
import { listApplicationFiles } from '@/features/applications/files'
import { applicationFilePath } from '@/lib/paths'

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/**
 * The application's files with a download link each (the endpoint checks the second factor and
 * records the download). Read with the viewer's own rights: who may not read files sees none.
 */
export async function ApplicationDocuments({ id, req }: UIFieldServerProps) {
  if (!id) return null
  const files = await listApplicationFiles(req, Number(id))
  return (
    <div className="field-type" id="application-documents" style={{ marginBottom: 'var(--base)' }}>
      <div className="field-label">Unterlagen</div>
      {files.length === 0 ? (
        <p>Keine Unterlagen hochgeladen.</p>
      ) : (
        <ul style={{ paddingLeft: '1.2em', margin: 0 }}>
          {files.map((file) => (
            <li key={file.id}>
              <a href={applicationFilePath(file.id)} download>
                {file.fileName}
              </a>{' '}
              ({file.role === 'cv' ? 'Lebenslauf' : 'Weitere Unterlage'}, {sizeText(file.size)})
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
