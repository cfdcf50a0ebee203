/** Which language goes where in the article editor and list (issue 18): the admin's English texts. */
export const adminTranslationEn = {
  'admin.translation.state.single': 'One language only',
  'admin.translation.state.greekMissing': 'Greek version missing',
  'admin.translation.state.greekOutdated': 'Greek version older than the main text',
  'admin.translation.state.mainOutdated': 'Main text older than the Greek version',
  'admin.translation.state.complete': 'Both versions up to date',
  'admin.translation.filter': 'Translation',
  'admin.translation.filter.all': 'All translation states',
  'admin.translation.stateLabel': 'Translation state:',
} as const
