import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/**
 * One Lighthouse run of `url` in a fresh Chromium: the default config, that is the
 * mobile preset with simulated throttling (Moto G Power, slow 4G).
 */
export async function auditOnce(url: string): Promise<Result> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}
