import { fileTypeFromBuffer } from 'file-type'
import { AppError } from '#app/utils/app-error.ts'
import { resolveMessage } from '#app/utils/messages.ts'
import { uploadMessages } from './media.messages.ts'

/**
 * The files an upload may be: images jpg, png, gif,
 * webp; videos mp4, mov, avi, wmv, mkv. A file is what its own first bytes say it is;
 * the declared Content-Type has to agree with them.
 */
export interface AcceptedFileType {
  label: string
  /** the type stored and served */
  mime: string
  kind: 'image' | 'video'
  /** Content-Type values browsers send for it */
  declared: readonly string[]
  /** what `file-type` reports for its bytes */
  detected: readonly string[]
}

export const ACCEPTED_FILE_TYPES: readonly AcceptedFileType[] = [
  {
    label: 'JPG',
    mime: 'image/jpeg',
    kind: 'image',
    declared: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
    detected: ['image/jpeg'],
  },
  {
    label: 'PNG',
    mime: 'image/png',
    kind: 'image',
    declared: ['image/png', 'image/apng'],
    detected: ['image/png', 'image/apng'],
  },
  { label: 'GIF', mime: 'image/gif', kind: 'image', declared: ['image/gif'], detected: ['image/gif'] },
  { label: 'WEBP', mime: 'image/webp', kind: 'image', declared: ['image/webp'], detected: ['image/webp'] },
  { label: 'MP4', mime: 'video/mp4', kind: 'video', declared: ['video/mp4'], detected: ['video/mp4', 'video/x-m4v'] },
  {
    label: 'MOV',
    mime: 'video/quicktime',
    kind: 'video',
    declared: ['video/quicktime'],
    detected: ['video/quicktime'],
  },
  {
    label: 'AVI',
    mime: 'video/x-msvideo',
    kind: 'video',
    declared: ['video/x-msvideo', 'video/avi', 'video/msvideo', 'video/vnd.avi'],
    detected: ['video/vnd.avi'],
  },
  {
    label: 'WMV',
    mime: 'video/x-ms-wmv',
    kind: 'video',
    declared: ['video/x-ms-wmv', 'video/x-ms-asf'],
    detected: ['video/x-ms-asf', 'application/vnd.ms-asf'],
  },
  {
    label: 'MKV',
    mime: 'video/x-matroska',
    kind: 'video',
    declared: ['video/x-matroska', 'video/matroska'],
    detected: ['video/matroska'],
  },
]

/** How many leading bytes the type check reads. */
export const SNIFF_BYTES = 4100

/** The Uploader's own wording, with the accepted types. */
const ACCEPTED_TYPES = { types: ACCEPTED_FILE_TYPES.map((t) => t.label).join(', ') }
export const FILE_TYPE_NOT_ALLOWED = resolveMessage(uploadMessages.typeNotAllowed, ACCEPTED_TYPES).message

/** 415 with the accepted types. */
export class UnsupportedFileTypeError extends AppError {
  constructor() {
    super('UNSUPPORTED_MEDIA_TYPE', uploadMessages.typeNotAllowed, { params: ACCEPTED_TYPES })
  }
}

/** "No particular type": what browsers send for an unknown extension (.mkv on some systems), and S3's default. */
const GENERIC_TYPES = new Set(['application/octet-stream', 'binary/octet-stream'])

/**
 * The declared type without parameters, lower case; undefined when the client did
 * not say (no header, or a generic binary type): then the bytes alone decide.
 */
export function declaredTypeOf(header: string | undefined | null): string | undefined {
  const type = header?.split(';')[0]?.trim().toLowerCase()
  return !type || GENERIC_TYPES.has(type) ? undefined : type
}

/** Can a file declared as this type be accepted at all? (checked before reading the body) */
export function isAcceptableDeclaredType(declared: string | undefined): boolean {
  return declared === undefined || ACCEPTED_FILE_TYPES.some((t) => t.declared.includes(declared))
}

/** The accepted type of these leading bytes, agreeing with the declared type; else 415. */
export async function verifyFileType(declared: string | undefined, head: Uint8Array): Promise<AcceptedFileType> {
  const detected = await fileTypeFromBuffer(head).catch(() => undefined)
  const accepted = detected && ACCEPTED_FILE_TYPES.find((t) => t.detected.includes(detected.mime))
  if (!accepted || (declared !== undefined && !accepted.declared.includes(declared))) {
    throw new UnsupportedFileTypeError()
  }
  return accepted
}

export function acceptedTypeOf(mime: string): AcceptedFileType | undefined {
  return ACCEPTED_FILE_TYPES.find((t) => t.mime === mime)
}
