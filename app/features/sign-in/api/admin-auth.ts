import { Router } from 'express'
import { chosenLanguageOfRequest } from '#app/i18n/language.server.ts'
import { ChangeTempPasswordSchema, LoginSchema, VerifyCodeSchema } from '#app/features/sign-in/login.schema.ts'
import {
  deleteSession,
  SESSION_COOKIE,
  sessionCookieOptions,
  sessionTokenFromCookieHeader,
} from '#app/features/auth/public.server.ts'
import {
  changeTemporaryPassword,
  signOut,
  startSignIn,
  verifySignInCode,
} from '#app/features/sign-in/sign-in.server.ts'
import { requestMeta } from '#server/http/request-meta.ts'
import { requireStaff, staffUser } from '#app/features/auth/public.server.ts'
import { parseInput } from '#server/http/validate.ts'

/** Staff sign-in. */
export const adminAuthRouter = Router()

adminAuthRouter.post('/login', async (req, res) => {
  const meta = { ...requestMeta(req), language: chosenLanguageOfRequest(req.originalUrl, req.headers.cookie) }
  res.json(await startSignIn(parseInput(LoginSchema, req.body), meta))
})

adminAuthRouter.post('/verify-code', async (req, res) => {
  const token = await verifySignInCode(parseInput(VerifyCodeSchema, req.body), requestMeta(req))
  // a new session id at every sign-in; this browser's earlier one ends then (a wrong code ends nothing)
  await deleteSession(sessionTokenFromCookieHeader(req.headers.cookie))
  res.cookie(SESSION_COOKIE, token, sessionCookieOptions(req.secure))
  res.json({ success: true })
})

adminAuthRouter.post('/change-temp-password', async (req, res) => {
  await changeTemporaryPassword(parseInput(ChangeTempPasswordSchema, req.body), requestMeta(req))
  res.json({ success: true, message: 'Password changed successfully. Please sign in with your new password.' })
})

adminAuthRouter.get('/current-user', requireStaff(), (_req, res) => {
  res.json(staffUser(res))
})

adminAuthRouter.post('/logout', async (req, res) => {
  await signOut(sessionTokenFromCookieHeader(req.headers.cookie))
  const { maxAge: _maxAge, ...options } = sessionCookieOptions(req.secure)
  res.clearCookie(SESSION_COOKIE, options)
  res.json({ success: true })
})
