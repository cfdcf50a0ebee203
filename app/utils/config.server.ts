import type { Config } from './env.server.ts'
import { onePerProcess } from './one-per-process.server.ts'

/** The parsed configuration of this process, set once at start (and by tests). */
const holder = onePerProcess('config', () => ({
  current: undefined as (Config & { sessionSecret: string }) | undefined,
}))

export type RuntimeConfig = Config & { sessionSecret: string }

export function setConfig(config: RuntimeConfig): void {
  holder.current = config
}

export function getConfig(): RuntimeConfig {
  if (!holder.current) throw new Error('The configuration is not loaded yet: call setConfig() at start.')
  return holder.current
}
