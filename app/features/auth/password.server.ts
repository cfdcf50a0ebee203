import { randomInt } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

/** Passwords: argon2id (the library's default algorithm), OWASP parameters. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export const PASSWORD_MIN_LENGTH = 8
export const TEMPORARY_PASSWORD_LENGTH = 16

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz'
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const DIGITS = '23456789'
const SYMBOLS = '!@#$%*-_+='
const ALL = LOWER + UPPER + DIGITS + SYMBOLS

function pick(alphabet: string): string {
  return alphabet[randomInt(alphabet.length)]!
}

/** A random temporary password from a cryptographic source: 16 characters, every class present. */
export function generateTemporaryPassword(): string {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)]
  while (chars.length < TEMPORARY_PASSWORD_LENGTH) chars.push(pick(ALL))
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j]!, chars[i]!]
  }
  return chars.join('')
}
