import { defineMessages } from '#app/utils/messages.ts'

/** The autosave calls' messages. */
export const autosaveMessages = defineMessages('autosave', {
  draftInvalid: "draft must be an object of the editor's fields",
  fieldInvalid: 'A draft field must be text, true or false, or a list',
  baseVersionInvalid: 'baseVersion must be a positive whole number',
})
