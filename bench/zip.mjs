// A minimal zip writer for upload fixtures (the application tests and the multipart fuzz bench).
// It writes what a hostile client can send: `declaredSize` lets an entry claim another
// uncompressed size than it has, so a zip bomb or a lying central directory is one line.
import { crc32, deflateRawSync } from 'node:zlib'

const UTF8_NAMES = 0x0800

/** A little-endian field of a zip record: [offset, value, bytes]. */
const u16 = (offset, value) => [offset, value, 2]
const u32 = (offset, value) => [offset, value, 4]

function record(length, fields) {
  const bytes = Buffer.alloc(length)
  for (const [offset, value, size] of fields) bytes.writeUIntLE(value, offset, size)
  return bytes
}

/** @param {{ name: string, data: Buffer, store?: boolean, declaredSize?: number }[]} entries */
export function makeZip(entries) {
  const locals = []
  const centrals = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const body = entry.store ? entry.data : deflateRawSync(entry.data)
    const method = entry.store ? 0 : 8
    const crc = crc32(entry.data)
    const size = entry.declaredSize ?? entry.data.length
    // a local header and its central directory entry share these fields, the central one 2 bytes later
    const shared = (at) => [
      u16(at + 4, 20),
      u16(at + 6, UTF8_NAMES),
      u16(at + 8, method),
      u32(at + 14, crc),
      u32(at + 18, body.length),
      u32(at + 22, size),
      u16(at + 26, name.length),
    ]
    const local = record(30, [u32(0, 0x04034b50), ...shared(0)])
    const central = record(46, [u32(0, 0x02014b50), u16(4, 20), ...shared(2), u32(42, offset)])
    locals.push(local, name, body)
    centrals.push(central, name)
    offset += local.length + name.length + body.length
  }
  const directory = Buffer.concat(centrals)
  const end = record(22, [u32(0, 0x06054b50), u16(8, entries.length), u16(10, entries.length), u32(12, directory.length), u32(16, offset)])
  return Buffer.concat([...locals, directory, end])
}
