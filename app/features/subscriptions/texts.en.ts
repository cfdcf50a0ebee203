/** Public texts of subscriptions in English, sent with the public pages that show them. */
export const publicTexts = {
  'unsubscribe.title': 'Unsubscribe',
  'unsubscribe.loading': 'Unsubscribing...',
  'unsubscribe.success': 'You have been unsubscribed',
  'unsubscribe.successText': '{email} will no longer receive our newsletter.',
  'unsubscribe.failed': 'Failed to unsubscribe. Please try again.',
  'unsubscribe.noEmail': 'No email address provided',
  'unsubscribe.tryAgain': 'Try Again',
  'newsletter.title': 'Newsletter',
  'newsletter.text': 'The latest news in your inbox.',
  'newsletter.emailLabel': 'Email address',
  'newsletter.placeholder': 'Your email',
  'newsletter.subscribe': 'Subscribe',
  'newsletter.subscribing': 'Subscribing...',
  'newsletter.emptyTitle': 'Error',
  'newsletter.emptyText': 'Please enter a valid email',
  'newsletter.successTitle': 'Successfully subscribed!',
  'newsletter.successText': 'You will receive updates about the latest news',
  'newsletter.failureTitle': 'Subscription update',
  'newsletter.failureText': 'Could not subscribe. Please try again.',
  'newsletter.confirmTitle': 'Check your inbox',
  'newsletter.confirmText': 'We sent you an e-mail: follow its link to confirm your subscription.',
  'confirmSubscription.title': 'Confirm your subscription',
  'confirmSubscription.loading': 'Confirming...',
  'confirmSubscription.success': 'Your subscription is confirmed',
  'confirmSubscription.successText': '{email} will receive our newsletter.',
  'confirmSubscription.failed':
    'This confirmation link is not valid. Subscribe again from the form at the bottom of any page.',
} as const

/** Admin texts of subscriptions in English, loaded with the admin. */
export const adminTexts = {
  // subscriptions
  'admin.subscriptions.title': 'Subscriptions',
  'admin.subscriptions.subtitle': 'Newsletter subscribers.',
  'admin.subscriptions.accessDenied': "You don't have permission to manage subscriptions.",
  'admin.subscriptions.loadFailed': 'Could not load the subscriptions.',
  'admin.subscriptions.count.active': 'Active subscribers',
  'admin.subscriptions.count.all': 'All subscriptions',
  'admin.subscriptions.count.unsubscribed': 'Unsubscribed',
  'admin.subscriptions.count.pending': 'Pending confirmation',
  'admin.subscriptions.search': 'Search by email...',
  'admin.subscriptions.searchLabel': 'Search subscriptions by email',
  'admin.subscriptions.filter.label': 'Filter by status',
  'admin.subscriptions.filter.all': 'All',
  'admin.subscriptions.status.active': 'Active',
  'admin.subscriptions.status.unsubscribed': 'Unsubscribed',
  'admin.subscriptions.status.pending': 'Pending confirmation',
  'admin.subscriptions.listLabel': 'Subscriptions',
  'admin.subscriptions.col.email': 'Email',
  'admin.subscriptions.col.status': 'Status',
  'admin.subscriptions.col.subscribed': 'Subscribed',
  'admin.subscriptions.col.unsubscribed': 'Unsubscribed',
  'admin.subscriptions.col.actions': 'Actions',
  'admin.subscriptions.empty': 'No subscriptions yet.',
  'admin.subscriptions.emptyFiltered': 'No subscriptions match the search or the filter.',
  'admin.subscriptions.page': 'Page {page} of {pages}',
  'admin.subscriptions.export': 'Export CSV',
  'admin.subscriptions.exportHint': 'Download the active subscribers as a CSV file',
  'admin.subscriptions.delete': 'Delete {email}',
  'admin.subscriptions.deleteTitle': 'Delete subscription?',
  'admin.subscriptions.deleteConfirm': 'The subscription of {email} will be deleted. This action cannot be undone.',
  'admin.subscriptions.deleteAction': 'Delete',
  'admin.subscriptions.deleting': 'Deleting...',
  'admin.subscriptions.deleted': 'Subscription deleted',
  'admin.subscriptions.deleteFailed': 'Failed to delete subscription',

  'admin.error.subscription.emailInvalid': 'Please enter a valid email',
  'admin.error.subscription.emailMissing': 'No email address provided',
  'admin.error.subscription.unsubscribeLinkInvalid': 'This unsubscribe link is not valid.',
  'admin.error.subscription.feedbackKindInvalid': "kind must be 'complaint' or 'bounce'",
  'admin.error.subscription.notFound': 'Subscription not found',
  'admin.error.subscription.statusInvalid': 'Status must be active, unsubscribed or pending',
  'admin.error.subscription.confirmLinkInvalid': 'This confirmation link is not valid.',
} as const

// this feature's keys, in the registry of every text's key (app/i18n/text-keys.ts)
declare module '#app/i18n/text-keys.ts' {
  interface PublicTexts extends Record<keyof typeof publicTexts, string> {}
  interface AdminTexts extends Record<keyof typeof adminTexts, string> {}
}
