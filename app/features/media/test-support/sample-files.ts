import sharp from 'sharp'

/**
 * Small files of every kind the upload accepts, and some it must refuse. Images are
 * real (made by sharp); videos are just their leading bytes, which is what the type
 * check reads.
 */
export function imageBytes(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .toFormat(format)
    .toBuffer()
}

const u32le = (n: number) => {
  const b = Buffer.alloc(4)
  b.writeUInt32LE(n)
  return b
}
const u64le = (n: number) => {
  const b = Buffer.alloc(8)
  b.writeBigUInt64LE(BigInt(n))
  return b
}
const padding = (n = 2048) => Buffer.alloc(n, 0)

/** ISO base media: `ftyp` with a major brand ('isom' = mp4, 'qt  ' = mov). */
function isoMedia(brand: string): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from(`ftyp${brand}`),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from(`${brand}mp41`),
  ])
  const mdat = Buffer.concat([Buffer.from([0, 0, 0x08, 0x08]), Buffer.from('mdat'), padding()])
  return Buffer.concat([ftyp, mdat])
}

export const mp4Bytes = (): Buffer => isoMedia('isom')
export const movBytes = (): Buffer => isoMedia('qt  ')

export function aviBytes(): Buffer {
  return Buffer.concat([
    Buffer.from('RIFF'),
    u32le(4096),
    Buffer.from('AVI LIST'),
    u32le(4),
    Buffer.from('hdrl'),
    padding(),
  ])
}

/** EBML header whose DocType is 'matroska'. */
export function mkvBytes(): Buffer {
  const body = Buffer.concat([
    Buffer.from([0x42, 0x86, 0x81, 0x01]), // EBMLVersion 1
    Buffer.from([0x42, 0x82, 0x88]), // DocType, 8 bytes
    Buffer.from('matroska'),
    Buffer.from([0x42, 0x87, 0x81, 0x04]), // DocTypeVersion 4
  ])
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body, padding()])
}

/** ASF header object holding one stream-properties object of a video stream. */
export function wmvBytes(): Buffer {
  const streamProps = Buffer.concat([
    Buffer.from([0x91, 0x07, 0xdc, 0xb7, 0xb7, 0xa9, 0xcf, 0x11, 0x8e, 0xe6, 0x00, 0xc0, 0x0c, 0x20, 0x53, 0x65]),
    u64le(24 + 16 + 38),
    Buffer.from([0xc0, 0xef, 0x19, 0xbc, 0x4d, 0x5b, 0xcf, 0x11, 0xa8, 0xfd, 0x00, 0x80, 0x5f, 0x5c, 0x44, 0x2b]),
    Buffer.alloc(38, 0),
  ])
  const header = Buffer.concat([
    Buffer.from([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c]),
    u64le(30 + streamProps.length),
    u32le(1),
    Buffer.from([0x01, 0x02]),
  ])
  return Buffer.concat([header, streamProps, padding()])
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A PNG's magic bytes in front of an HTML page. */
export const pngHeaderOnHtml = (): Buffer =>
  Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')])

export const svgBytes = (): Buffer =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>')

export const htmlBytes = (): Buffer => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')
