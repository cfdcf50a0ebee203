/**
 * Keep one instance of something per process, even when the development server
 * re-evaluates modules (the database pool, the logger).
 */
export function onePerProcess<T>(name: string, create: () => T): T {
  const store = globalThis as typeof globalThis & { __onePerProcess?: Map<string, unknown> }
  store.__onePerProcess ??= new Map()
  if (!store.__onePerProcess.has(name)) store.__onePerProcess.set(name, create())
  return store.__onePerProcess.get(name) as T
}
