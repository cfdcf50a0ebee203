import { compile } from 'proxy-addr'
import { getConfig } from './config.server.ts'

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

type TrustFunction = (address: string, hop: number) => boolean

function compileTrust(trust: TrustProxy): TrustFunction {
  if (typeof trust === 'number') return (_address, hop) => hop < trust
  return compile(trust)
}

let compiled: { trust: TrustProxy; fn: TrustFunction } | undefined

/**
 * Express's `trust proxy` for every app of this process (`app.set('trust proxy',
 * trustsProxy)`): follows the configuration in force when the request comes, so the
 * inner app agrees with the outer server whether it was mounted, called directly
 * (development) or served alone (tests).
 */
export function trustsProxy(address: string, hop: number): boolean {
  const { trustProxy } = getConfig()
  if (compiled?.trust !== trustProxy) compiled = { trust: trustProxy, fn: compileTrust(trustProxy) }
  return compiled.fn(address, hop)
}
