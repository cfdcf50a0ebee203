import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { logger } from '#app/utils/logger.server.ts'
import { startPeriodicTask } from './periodic-task.ts'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** A task that takes `durationMs` of (fake) time and records when it ran. */
function slowTask(durationMs: number) {
  const runs: { startedAt: number; endedAt?: number }[] = []
  let inFlight = 0
  let overlapped = false
  const task = async () => {
    const run: { startedAt: number; endedAt?: number } = { startedAt: Date.now() }
    runs.push(run)
    if (++inFlight > 1) overlapped = true
    await new Promise((resolve) => setTimeout(resolve, durationMs))
    inFlight--
    run.endedAt = Date.now()
  }
  return { task, runs, overlapped: () => overlapped }
}

describe('startPeriodicTask', () => {
  it('runs first after firstRunMs, then everyMs after each run ends, never two at once', async () => {
    const t0 = Date.now()
    const { task, runs, overlapped } = slowTask(15 * 60_000)
    const periodic = startPeriodicTask({ name: 'test task', firstRunMs: 30_000, everyMs: 10 * 60_000, task })
    await vi.advanceTimersByTimeAsync(29_999)
    expect(runs).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(runs).toHaveLength(1)
    // a run longer than the period: the next waits for it to end, then 10 minutes
    await vi.advanceTimersByTimeAsync(60 * 60_000)
    expect(overlapped()).toBe(false)
    expect(runs.map((r) => r.startedAt - t0)).toEqual([30_000, 30_000 + 25 * 60_000, 30_000 + 50 * 60_000])
    const stopping = periodic.stop()
    await vi.advanceTimersByTimeAsync(15 * 60_000)
    await stopping
  })

  it('logs a failed run and keeps going', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    let calls = 0
    const periodic = startPeriodicTask({
      name: 'test task',
      firstRunMs: 1000,
      everyMs: 1000,
      task: async () => {
        calls++
        if (calls === 1) throw new Error('database unreachable')
      },
    })
    await vi.advanceTimersByTimeAsync(3000)
    expect(calls).toBe(3)
    expect(logged).toHaveBeenCalledTimes(1)
    expect(logged.mock.calls[0]![1]).toBe('The test task failed; it runs again later')
    await periodic.stop()
  })

  it('stops: waits for the run in progress, then runs no more', async () => {
    const { task, runs } = slowTask(5000)
    const periodic = startPeriodicTask({ name: 'test task', firstRunMs: 1000, everyMs: 1000, task })
    await vi.advanceTimersByTimeAsync(2000)
    expect(runs).toHaveLength(1)
    let stopped = false
    const stopping = periodic.stop().then(() => (stopped = true))
    await vi.advanceTimersByTimeAsync(1000)
    expect(stopped).toBe(false)
    await vi.advanceTimersByTimeAsync(3000)
    await stopping
    expect(runs[0]!.endedAt).toBeDefined()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(runs).toHaveLength(1)
  })
})
