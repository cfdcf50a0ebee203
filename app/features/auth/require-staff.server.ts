import type { RequestHandler, Response } from 'express'
import { can, type Permission } from '#app/features/auth/permissions.ts'
import {
  getUserBySessionToken,
  sessionTokenFromCookieHeader,
  type StaffUser,
} from '#app/features/auth/session.server.ts'
import { AppError } from '#app/utils/app-error.ts'
import { httpMessages } from '#app/utils/common-messages.ts'

/** 401 without a staff session, 403 without the permission (from the one permission table). */
export function requireStaff(permission?: Permission): RequestHandler {
  return async (req, res, next) => {
    const user = await getUserBySessionToken(sessionTokenFromCookieHeader(req.headers.cookie))
    if (!user) throw new AppError('UNAUTHORIZED', httpMessages.unauthorized)
    if (permission && !can(user.role, permission)) throw new AppError('FORBIDDEN', httpMessages.forbidden)
    res.locals.staffUser = user
    next()
  }
}

export function assertCan(user: StaffUser, permission: Permission): void {
  if (!can(user.role, permission)) throw new AppError('FORBIDDEN', httpMessages.forbidden)
}

/** The staff user put there by requireStaff. */
export function staffUser(res: Response): StaffUser {
  const user = res.locals.staffUser as StaffUser | undefined
  if (!user) throw new AppError('UNAUTHORIZED', httpMessages.unauthorized)
  return user
}
