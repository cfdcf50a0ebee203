import { compile } from 'proxy-addr'

/**
 * TRUST_PROXY: which proxies in front of this server to believe about the client
 * (its address for rate limits and view and ad counting, and whether it came over
 * HTTPS). A number trusts that many hops next to the server (0 trusts none: the
 * socket's address is the client's); a list trusts exactly those addresses and CIDR
 * ranges. These are Express's own `trust proxy` forms, checked by the same parser.
 */
export type TrustProxy = number | string[]

const MAX_HOPS = 100

/** The setting written in TRUST_PROXY, or undefined when it is none of the accepted forms. */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  if (/^\d+$/.test(value)) return Number(value) <= MAX_HOPS ? Number(value) : undefined
  const entries = value.split(',').map((entry) => entry.trim())
  if (entries.some((entry) => entry === '')) return undefined
  try {
    compile(entries)
    return entries
  } catch {
    return undefined
  }
}
