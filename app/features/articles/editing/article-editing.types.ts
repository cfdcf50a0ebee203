/**
 * What the editor's autosave and who-is-editing calls answer:
 * the services return these and the screens read them.
 */

/** GET/PUT /api/admin/articles/{id}/autosave: the caller's own unsaved changes, if any. */
export interface ArticleAutosave {
  /** the editor's form values */
  draft: Record<string, unknown>
  /** the article's version they were made on */
  baseVersion: number
  updatedAt: string
}

export interface ArticleAutosaveAnswer {
  autosave: ArticleAutosave | null
}

/** A staff user who has the article open: `since` is when they opened it (or became its editor). */
export interface PresentUser {
  userId: number
  /** "Μαρία Π.": the nickname, or the first name and the last name's initial */
  name: string
  since: string
}

/** POST /api/admin/articles/{id}/presence[/take-over]: where this tab stands. */
export interface PresenceState {
  /** this tab is the article's editor; otherwise it is read-only */
  editing: boolean
  /** whoever's tab is the editor now (this one included), or nobody */
  editor: PresentUser | null
  /** the other users with the article open read-only, once each */
  others: PresentUser[]
  /** set when someone took the editing over from this tab */
  takenOverBy?: { name: string }
}

/** GET /api/admin/articles/presence?ids=…: who is editing each of these articles now. */
export interface ArticlePresenceList {
  editing: (PresentUser & { articleId: number })[]
}
