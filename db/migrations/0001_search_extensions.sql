-- Accent-insensitive, fuzzy search (docs/decisions/008-search-that-knows-greek.md): both ship in
-- PostgreSQL's contrib and in PGlite.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
