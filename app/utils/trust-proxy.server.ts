import { compile } from 'proxy-addr'
import { getConfig } from './config.server.ts'
import type { TrustProxy } from './trust-proxy-setting.server.ts'

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
