import { defineMessages } from '#app/utils/messages.ts'

/** The newsletter calls' messages. */
export const newsletterMessages = defineMessages('newsletter', {
  notFound: 'Newsletter not found',
  subjectRequired: 'Subject is required',
  articlesRequired: 'Choose at least one article',
  articlesInvalid: 'articleIds must be a list of article ids',
  tooManyArticles: 'A newsletter holds at most {max} articles',
  articleNotPublished: 'Only published articles can go in a newsletter',
  scheduledAtInvalid: 'scheduledAt must be a date and time in the future',
  alreadySent: 'This newsletter has already been sent',
  alreadySending: 'This newsletter is being sent',
  notEditable: 'Only a draft or scheduled newsletter can be changed',
  notScheduled: 'This newsletter is not scheduled',
  noRecipients: 'There are no active subscribers to send to',
  languageInvalid: "language must be 'gr' or 'en'",
  testAddressMissing: 'Your account has no e-mail address to send a test to',
})
