import type { adminEditingEn } from './admin-editing-en.ts'

/** Greek texts of the editor's autosave and who-is-editing. A name comes without an article: its gender is unknown. */
export const adminEditingGr = {
  'admin.editing.isEditing': '{name} επεξεργάζεται από τις {time}',
  'admin.editing.readOnlyHint':
    'Το άρθρο είναι ανοιχτό μόνο για ανάγνωση. Για να το αλλάξετε, αναλάβετε την επεξεργασία.',
  'admin.editing.takeOver': 'Ανάληψη επεξεργασίας',
  'admin.editing.takingOver': 'Ανάληψη...',
  'admin.editing.takenOver': '{name} ανέλαβε την επεξεργασία.',
  'admin.editing.takenOverHint': 'Ο επεξεργαστής είναι πλέον μόνο για ανάγνωση· οι αλλαγές σας φυλάχτηκαν ως πρόχειρο.',
  'admin.editing.alsoOpen': 'Ανοιχτό επίσης, μόνο για ανάγνωση, από: {names}',
  'admin.editing.takeOverFailed': 'Η ανάληψη της επεξεργασίας απέτυχε.',
  'admin.autosave.offer': 'Έχετε μη αποθηκευμένες αλλαγές από τις {time}',
  'admin.autosave.offerNewer':
    'Το άρθρο αποθηκεύτηκε από τότε· η επαναφορά βάζει τις αλλαγές σας ξανά πάνω σε εκείνη την έκδοση.',
  'admin.autosave.restore': 'Επαναφορά',
  'admin.autosave.discard': 'Απόρριψη',
  'admin.autosave.kept': 'Οι αλλαγές φυλάχτηκαν ως πρόχειρο στις {time}',
  'admin.autosave.failed': 'Οι αλλαγές σας δεν φυλάχτηκαν ως πρόχειρο· βρίσκονται ακόμη εδώ.',
} as const satisfies Record<keyof typeof adminEditingEn, string>
