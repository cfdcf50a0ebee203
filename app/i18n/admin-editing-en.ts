/** English texts of the editor's autosave and who-is-editing (issue 17, points 3 and 4). */
export const adminEditingEn = {
  'admin.editing.isEditing': '{name} is editing since {time}',
  'admin.editing.readOnlyHint': 'The article is open read-only. To change it, take over the editing.',
  'admin.editing.takeOver': 'Take over',
  'admin.editing.takingOver': 'Taking over...',
  'admin.editing.takenOver': '{name} took over the editing.',
  'admin.editing.takenOverHint': 'This editor is read-only now; your changes are kept as a draft.',
  'admin.editing.alsoOpen': 'Also open, read-only, by: {names}',
  'admin.editing.takeOverFailed': 'Could not take over the editing.',
  'admin.autosave.offer': 'You have unsaved changes from {time}',
  'admin.autosave.offerNewer': 'The article has been saved since; restoring puts your changes back over that version.',
  'admin.autosave.restore': 'Restore',
  'admin.autosave.discard': 'Discard',
  'admin.autosave.kept': 'Changes kept as a draft at {time}',
  'admin.autosave.failed': 'Your changes could not be kept as a draft; they are still here.',
} as const
