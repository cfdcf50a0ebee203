import express, { Router } from 'express'
import {
  ConfirmSubscriptionSchema,
  OneClickUnsubscribeSchema,
  SubscribeSchema,
  UnsubscribeSchema,
} from '#app/features/subscriptions/subscription.schema.ts'
import { confirmSubscription, subscribe, unsubscribe } from '#app/features/subscriptions/subscriptions.server.ts'
import { parseInput } from '#server/http/validate.ts'

/** POST /api/public/subscriptions and /unsubscribe (JSON, from our pages). */
export const publicSubscriptionsRouter = Router()

publicSubscriptionsRouter.post('/subscriptions', async (req, res) => {
  const result = await subscribe(parseInput(SubscribeSchema, req.body))
  res.status(result.created ? 201 : 200).json({ message: result.message, ...(result.pending ? { pending: true } : {}) })
})

publicSubscriptionsRouter.post('/subscriptions/confirm', async (req, res) => {
  res.json(await confirmSubscription(parseInput(ConfirmSubscriptionSchema, req.body)))
})

publicSubscriptionsRouter.post('/subscriptions/unsubscribe', async (req, res) => {
  res.json(await unsubscribe(parseInput(UnsubscribeSchema, req.body)))
})

/**
 * RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click`
 * as a form from their own servers, with the signed address in the query. Mounted
 * before the same-origin/JSON guard; the token is what authorises it.
 */
export const oneClickUnsubscribeRouter = Router()

oneClickUnsubscribeRouter.post(
  '/public/subscriptions/one-click',
  express.urlencoded({ extended: false, limit: '1kb' }),
  async (req, res) => {
    const { email, token } = parseInput(OneClickUnsubscribeSchema, req.query)
    res.json(await unsubscribe({ email, token }))
  },
)
