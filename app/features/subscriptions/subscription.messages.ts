import { defineMessages } from '#app/utils/messages.ts'

/** The newsletter's messages. */
export const subscriptionMessages = defineMessages('subscription', {
  emailInvalid: 'Please enter a valid email',
  emailMissing: 'No email address provided',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
  confirmLinkInvalid: 'This confirmation link is not valid.',
  feedbackKindInvalid: "kind must be 'complaint' or 'bounce'",
  notFound: 'Subscription not found',
  statusInvalid: 'Status must be active, unsubscribed or pending',
})
