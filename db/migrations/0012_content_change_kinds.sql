-- The content-change notice (migration 0009) now says what kind of change it was, and
-- is sent only for writes readers can see:
-- * payload '' (an edit): pages rendered before it may still be shown for the moment
--   their new version renders;
-- * payload 'removal' (a published article unpublished, deleted, moved back into the
--   schedule or given another address; a category, tag or ad deleted): no page or
--   answer rendered before it may be shown again.
-- A draft saved, created or deleted sends nothing: readers never saw it. Statement
-- triggers become row triggers where a statement may touch no visible row.
CREATE OR REPLACE FUNCTION newsroom_notify_content_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('newsroom_content_changed', 'removal');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- a published article leaves its address when it is unpublished, returns to the
-- schedule or gets another slug
CREATE OR REPLACE FUNCTION newsroom_notify_article_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'published' AND (
    NEW.status <> 'published'
    OR NEW.slug <> OLD.slug
    OR (NEW.published_at > now() AND (OLD.published_at IS NULL OR OLD.published_at <= now()))
  ) THEN
    PERFORM pg_notify('newsroom_content_changed', 'removal');
  ELSE
    PERFORM pg_notify('newsroom_content_changed', '');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- tags, old addresses and curated places of an article matter to readers only while it is published
CREATE OR REPLACE FUNCTION newsroom_notify_article_part_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed_article integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed_article := OLD.article_id;
  ELSE
    changed_article := NEW.article_id;
  END IF;
  IF EXISTS (SELECT 1 FROM articles WHERE id = changed_article AND status = 'published')
    OR (TG_OP = 'UPDATE' AND OLD.article_id <> NEW.article_id) THEN
    PERFORM pg_notify('newsroom_content_changed', '');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS articles_content_changed ON articles;
--> statement-breakpoint
DROP TRIGGER IF EXISTS articles_content_updated ON articles;
--> statement-breakpoint
CREATE TRIGGER articles_content_inserted AFTER INSERT ON articles
FOR EACH ROW WHEN (NEW.status = 'published') EXECUTE FUNCTION newsroom_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER articles_content_updated AFTER UPDATE ON articles
FOR EACH ROW WHEN (
  OLD.view_count = NEW.view_count AND (OLD.status = 'published' OR NEW.status = 'published')
) EXECUTE FUNCTION newsroom_notify_article_updated();
--> statement-breakpoint
CREATE TRIGGER articles_content_deleted AFTER DELETE ON articles
FOR EACH ROW WHEN (OLD.status = 'published') EXECUTE FUNCTION newsroom_notify_content_removed();
--> statement-breakpoint
CREATE TRIGGER articles_content_truncated AFTER TRUNCATE ON articles
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_removed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS article_tags_content_changed ON article_tags;
--> statement-breakpoint
CREATE TRIGGER article_tags_content_changed AFTER INSERT OR UPDATE OR DELETE ON article_tags
FOR EACH ROW EXECUTE FUNCTION newsroom_notify_article_part_changed();
--> statement-breakpoint
CREATE TRIGGER article_tags_content_truncated AFTER TRUNCATE ON article_tags
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS article_slug_redirects_content_changed ON article_slug_redirects;
--> statement-breakpoint
CREATE TRIGGER article_slug_redirects_content_changed AFTER INSERT OR UPDATE OR DELETE ON article_slug_redirects
FOR EACH ROW EXECUTE FUNCTION newsroom_notify_article_part_changed();
--> statement-breakpoint
CREATE TRIGGER article_slug_redirects_content_truncated AFTER TRUNCATE ON article_slug_redirects
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS curated_articles_content_changed ON curated_articles;
--> statement-breakpoint
CREATE TRIGGER curated_articles_content_changed AFTER INSERT OR UPDATE OR DELETE ON curated_articles
FOR EACH ROW EXECUTE FUNCTION newsroom_notify_article_part_changed();
--> statement-breakpoint
CREATE TRIGGER curated_articles_content_truncated AFTER TRUNCATE ON curated_articles
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_changed();
--> statement-breakpoint
-- a deleted category, tag or ad leaves the pages that showed it; a category or tag
-- given another slug leaves its address
DROP TRIGGER IF EXISTS categories_content_changed ON categories;
--> statement-breakpoint
CREATE TRIGGER categories_content_changed AFTER INSERT OR UPDATE ON categories
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER categories_content_moved AFTER UPDATE ON categories
FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION newsroom_notify_content_removed();
--> statement-breakpoint
CREATE TRIGGER categories_content_removed AFTER DELETE OR TRUNCATE ON categories
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_removed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS tags_content_changed ON tags;
--> statement-breakpoint
CREATE TRIGGER tags_content_changed AFTER INSERT OR UPDATE ON tags
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER tags_content_moved AFTER UPDATE ON tags
FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION newsroom_notify_content_removed();
--> statement-breakpoint
CREATE TRIGGER tags_content_removed AFTER DELETE OR TRUNCATE ON tags
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_removed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS advertisements_content_changed ON advertisements;
--> statement-breakpoint
CREATE TRIGGER advertisements_content_changed AFTER INSERT ON advertisements
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER advertisements_content_removed AFTER DELETE OR TRUNCATE ON advertisements
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_removed();
