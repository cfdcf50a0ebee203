DROP INDEX "articles_search_text_trgm";--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "search_text";