import { z } from 'zod'

/**
 * The manifest at the top of every backup archive (manifest.json): what made it, when,
 * from which database at which migration level, and how many rows and files it holds,
 * so a restore can refuse what it cannot bring back and notice a damaged archive.
 */
export const BACKUP_FORMAT = 'newsroom-backup'
export const BACKUP_FORMAT_VERSION = 1

export const MANIFEST_FILE = 'manifest.json'
/** one `<table>.jsonl` per table, a JSON object per row */
export const DATABASE_DIR = 'database'
/** the storage's objects under their keys, each with a `<key>.meta.json` (content type) */
export const FILES_DIR = 'uploads'
export const SECRETS_FILE = 'secrets.json'

export const MigrationLevelSchema = z.object({
  /** how many migrations are applied (0000 … count-1) */
  count: z.number().int().nonnegative(),
  /** the tag of the last one, e.g. 0011_search_matches */
  latest: z.string(),
})
export type MigrationLevel = z.infer<typeof MigrationLevelSchema>

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    migration: MigrationLevelSchema,
    /** rows per table */
    tables: z.record(z.string().regex(/^[a-z_][a-z0-9_]*$/), z.number().int().nonnegative()),
  }),
  files: z.object({
    storage: z.enum(['local', 's3']),
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
  }),
  /** DATA_DIR/secrets.json is in the archive (the generated SESSION_SECRET) */
  secrets: z.boolean(),
})
export type Manifest = z.infer<typeof ManifestSchema>

/** An expected failure of a backup or a restore: the CLI prints its one-line message. */
export class BackupError extends Error {}
