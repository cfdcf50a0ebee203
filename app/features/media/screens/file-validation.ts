/**
 * What an uploader accepts:
 * a size limit and a list of MIME patterns (`image/*`, `image/png`) or extensions (`.png`).
 */
export interface FileRule {
  maxBytes: number
  accept: readonly string[]
  /** the accepted types as the message lists them */
  acceptLabel: string
}

const MB = 1024 * 1024

/** The article editor's featured image: any image, up to 50 MB. */
export const FEATURED_IMAGE_RULE: FileRule = { maxBytes: 50 * MB, accept: ['image/*'], acceptLabel: 'image/*' }

const MEDIA_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp']

/** The media library's upload dialog: jpg, jpeg, png, gif and webp images, up to 10485760 bytes. */
export const MEDIA_IMAGE_RULE: FileRule = {
  maxBytes: 10_485_760,
  accept: [...MEDIA_EXTENSIONS, 'image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  acceptLabel: MEDIA_EXTENSIONS.join(', '),
}
export const MEDIA_MAX_FILES = 5

export type FileProblem = { kind: 'tooLarge'; maxMb: number } | { kind: 'typeNotAllowed'; accepted: string }

export function megabytes(bytes: number): number {
  return Math.round((bytes / MB) * 10) / 10
}

function matches(pattern: string, file: { name: string; type: string }): boolean {
  const p = pattern.trim().toLowerCase()
  if (p.startsWith('.')) return file.name.toLowerCase().endsWith(p)
  const type = file.type.toLowerCase()
  if (p.endsWith('/*')) return type.startsWith(p.slice(0, -1))
  return type === p
}

/** Why a file cannot be uploaded under a rule, or null when it can. */
export function fileProblem(file: { name: string; type: string; size: number }, rule: FileRule): FileProblem | null {
  if (file.size > rule.maxBytes) return { kind: 'tooLarge', maxMb: megabytes(rule.maxBytes) }
  if (!rule.accept.some((pattern) => matches(pattern, file)))
    return { kind: 'typeNotAllowed', accepted: rule.acceptLabel }
  return null
}

/** A file size for people: "512 B", "14.2 KB", "3.4 MB". */
export function formatFileSize(bytes: number, locale: string): string {
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)
  if (bytes < 1024) return `${number(bytes)} B`
  if (bytes < MB) return `${number(bytes / 1024)} KB`
  return `${number(bytes / MB)} MB`
}
