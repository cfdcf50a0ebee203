/**
 * Keep one instance of something per process, even when the development server
 * re-evaluates modules (the database pool, the logger).
 */
export function remember<T>(name: string, create: () => T): T {
  const store = globalThis as typeof globalThis & { __remembered?: Map<string, unknown> }
  store.__remembered ??= new Map()
  if (!store.__remembered.has(name)) store.__remembered.set(name, create())
  return store.__remembered.get(name) as T
}

export function forget(name: string): void {
  const store = globalThis as typeof globalThis & { __remembered?: Map<string, unknown> }
  store.__remembered?.delete(name)
}
