import yauzl from 'yauzl'
import { ZIP_LIMITS, type ZipEntry } from './uploadChecks'

/**
 * The central directory of a zip file on disk, read without inflating anything; null when it is
 * not a readable zip. Stops after one entry more than a document may have (the caller refuses it).
 */
export function readZipDirectory(path: string): Promise<ZipEntry[] | null> {
  return new Promise((resolve) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true, strictFileNames: false }, (openError, zip) => {
      if (openError || !zip) return resolve(null)
      const entries: ZipEntry[] = []
      let settled = false
      const finish = (value: ZipEntry[] | null) => {
        if (settled) return
        settled = true
        zip.close()
        resolve(value)
      }
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push({
          name: entry.fileName,
          compressedSize: entry.compressedSize,
          uncompressedSize: entry.uncompressedSize,
          localHeaderOffset: entry.relativeOffsetOfLocalHeader,
        })
        if (entries.length > ZIP_LIMITS.maxEntries) finish(entries)
        else zip.readEntry()
      })
      zip.on('end', () => finish(entries))
      zip.on('error', () => finish(null))
      zip.readEntry()
    })
  })
}
