import sharp from 'sharp'

/** A PNG of one colour, as an upload or a remote logo in the tests. */
export const solidPng = (width: number, height: number, background: string): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()
