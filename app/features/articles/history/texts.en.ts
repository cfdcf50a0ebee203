/** No public texts: the file lookups of app/i18n find an empty set. */
export const publicTexts = {} as const

/** Admin texts of articles: history in English. */
export const adminTexts = {
  'admin.history.open': 'History',
  'admin.history.title': 'Article history',
  'admin.history.intro': 'Every save of this article. Choose two versions to compare them, or restore an earlier one.',
  'admin.history.loading': 'Loading the history...',
  'admin.history.loadFailed': 'Could not load the history.',
  'admin.history.listLabel': 'Saved versions',
  'admin.history.version': 'Version {version}',
  'admin.history.current': 'current',
  'admin.history.unknownAuthor': 'Deleted user',
  'admin.history.firstSave': 'First saved version',
  'admin.history.restoredSave': 'Restored an earlier version',
  'admin.history.changed': 'Changed: {fields}',
  'admin.history.compare': 'Compare version {version}',
  'admin.history.chooseTwo': 'Choose two versions to compare them.',
  'admin.history.restore': 'Restore',
  'admin.history.restoreLabel': 'Restore version {version}',
  'admin.history.restoreTitle': 'Restore version {version}?',
  'admin.history.restoreText':
    'The article will read as it did in version {version}, saved as a new version: nothing is lost. What you have not saved in the form is replaced.',
  'admin.history.restoring': 'Restoring...',
  'admin.history.restored': 'Version {version} is current again.',
  'admin.history.restoreFailed': 'Failed to restore the version.',
  'admin.history.cancel': 'Cancel',
  'admin.history.close': 'Close',
  'admin.history.field.allowComments': 'Comments allowed',
  'admin.history.field.galleryImages': 'Gallery',
  'admin.history.field.corrections': 'Corrections',

  'admin.diff.label': 'Differences between version {from} and version {to}',
  'admin.diff.loadFailed': 'Could not load the versions to compare.',
  'admin.diff.none': 'These two versions are the same.',
  'admin.diff.formattingOnly': 'Only the formatting changed.',
  'admin.diff.empty': '(empty)',
  'admin.diff.yes': 'Yes',
  'admin.diff.no': 'No',
  'admin.diff.added': 'added',
  'admin.diff.removed': 'removed',

  'admin.conflict.title': 'Someone else saved this article',
  'admin.conflict.kept':
    'Your text is still in the form. Below is what changed between the version you opened and the current one.',
  'admin.conflict.takeTheirs': 'Load their version',
  'admin.conflict.takeTheirsHint': 'Replaces your text in the form with the saved one.',
  'admin.conflict.keepMine': 'Save my version',
  'admin.conflict.keepMineHint': 'Saves the text in the form as a new version over theirs.',
  'admin.conflict.copyHint':
    'Or copy what you need from their changes into your text, with this comparison open, then save your version.',
  'admin.conflict.loadFailed': 'Could not load the current version.',
} as const

// these keys, in the registry of every text's key (app/i18n/text-keys.ts)
declare module '#app/i18n/text-keys.ts' {
  interface AdminTexts extends Record<keyof typeof adminTexts, string> {}
}
