// proxy-addr (Express's own parser of `trust proxy`) ships no types; this is the one call we use.
declare module 'proxy-addr' {
  /**
   * A trust function from addresses, CIDR ranges (`10.0.0.0/8`, `10.0.0.0/255.0.0.0`)
   * and the names `loopback`, `linklocal`, `uniquelocal`; throws a TypeError on
   * anything else.
   */
  export function compile(trusted: string | string[]): (address: string, hop: number) => boolean
}
