import { logger } from '#app/utils/logger.server.ts'

export interface PeriodicTaskOptions {
  /** named in the log when a run fails */
  name: string
  /** the first run, this long after the start */
  firstRunMs: number
  /** then again this long after each run ends */
  everyMs: number
  task: () => Promise<void>
}

export interface PeriodicTask {
  /** no more runs; resolves once a run in progress has ended */
  stop: () => Promise<void>
}

/**
 * Run `task` on a timer in this process: never two runs at once (the next is
 * planned only when the last has ended), and a failed run is logged, never thrown,
 * so it cannot end the process. The timer does not keep the process alive.
 */
export function startPeriodicTask({ name, firstRunMs, everyMs, task }: PeriodicTaskOptions): PeriodicTask {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let stopped = false

  const plan = (delayMs: number) => {
    timer = setTimeout(run, delayMs)
    timer.unref()
  }
  const run = () => {
    running = task()
      .catch((error: unknown) => logger.error({ err: error, task: name }, `The ${name} failed; it runs again later`))
      .finally(() => {
        running = undefined
        if (!stopped) plan(everyMs)
      })
  }

  plan(firstRunMs)
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
