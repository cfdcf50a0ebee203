import { config } from 'zod/v4/core'

/**
 * The Content-Security-Policy allows no eval, and zod probes `new Function` before it
 * compiles an object parser: the probe fails quietly but the browser reports it as a
 * violation. In the browser, zod parses without compiling (forms parse little).
 */
if (typeof document !== 'undefined') config({ jitless: true })
