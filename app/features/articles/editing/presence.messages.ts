import { defineMessages } from '#app/utils/messages.ts'

/** The who-is-editing calls' messages. */
export const presenceMessages = defineMessages('presence', {
  tabIdInvalid: 'tabId must be 8 to 64 letters, digits, - or _',
  tabIdTaken: 'This tab id is in use by another user',
  idsInvalid: 'ids must be a comma-separated list of article ids',
})
