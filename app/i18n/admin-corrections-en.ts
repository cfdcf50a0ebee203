/** English texts of the article editor's corrections panel (issue 17). */
export const adminCorrectionsEn = {
  'admin.corrections.title': 'Corrections',
  'admin.corrections.description':
    'Dated notes readers see at the foot of the published article. A correction is never deleted: put a mistaken one right with another.',
  'admin.corrections.empty': 'No corrections yet.',
  'admin.corrections.listLabel': 'Corrections of this article',
  'admin.corrections.by': 'by {name}',
  'admin.corrections.deletedAuthor': 'a deleted user',
  'admin.corrections.greek': 'Greek',
  'admin.corrections.field.text': 'Correction text',
  'admin.corrections.field.textHint': 'Plain text, shown to readers as written (at most 1000 characters).',
  'admin.corrections.field.textGr': 'Correction text (Greek)',
  'admin.corrections.field.textGrHint': 'Readers in Greek see this; left empty, they see the text above.',
  'admin.corrections.add': 'Add correction',
  'admin.corrections.adding': 'Adding...',
  'admin.corrections.added': 'Correction added: readers see it at the foot of the article.',
  'admin.corrections.addFailed': 'Failed to add the correction.',
  'admin.corrections.loadFailed': 'Could not load the corrections.',
  'admin.corrections.notLive': 'Corrections can be added once the article is published.',
} as const
