import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/support/chromium.ts'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** Tries of one run: Lighthouse sometimes fails to record a trace (NO_NAVSTART) and says to run again. */
const TRIES = 3

/**
 * One Lighthouse run of `url` in a fresh Chromium: the default config, that is the
 * mobile preset with simulated throttling (Moto G Power, slow 4G). A run whose trace
 * Lighthouse could not record is made again, up to TRIES times.
 */
export async function auditOnce(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditInFreshBrowser(url)
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === TRIES) throw error
      process.stdout.write(`  ${error.message}; again\n`)
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function auditInFreshBrowser(url: string): Promise<Result> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    if (result.lhr.runtimeError) throw new LighthouseRuntimeError(`${url}: ${result.lhr.runtimeError.code}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}
