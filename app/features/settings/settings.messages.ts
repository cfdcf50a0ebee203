import { defineMessages } from '#app/utils/messages.ts'

/** Site settings' messages (site settings, breaking news, editor's pick). */
export const settingsMessages = defineMessages('settings', {
  siteNameRequired: 'Site name is required',
  emailInvalid: 'Valid email is required',
  urlInvalid: 'Valid URL required',
  idsRequired: 'A list of article ids is required',
  invalidSelection: 'Invalid Selection: Please select a different article.',
  breakingNewsLimit: 'Limit Reached: You can only have 3 breaking news articles at a time.',
  editorsPickLimit: "Limit Reached: You can only have 6 Editor's Pick articles at a time.",
  onlyPublished: 'Only published articles can be selected.',
  flagInvalid: 'Must be true or false',
  digestHourInvalid: 'The digest hour must be a whole number from 0 to 23',
})
