-- Accent-insensitive, fuzzy search (ARCHITECTURE.md "Search"): both ship in
-- PostgreSQL's contrib and in PGlite.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
