/**
 * Debian's Chromium (`CHROMIUM_PATH` for another) and the flags it needs on this
 * machine: headless, no sandbox as root, and none of its own network traffic, which the
 * closed network refuses. The end-to-end tests and `npm run lighthouse` both start it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
