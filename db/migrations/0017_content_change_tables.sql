-- The content-change notice of an edit names the table it touched ('edit:articles',
-- 'edit:site_settings', …), so a process keeps the reads that do not depend on it
-- (app/utils/content-cache.server.ts): an article saved many times a second no longer
-- makes every thread read the site's settings, categories and ads again. A removal
-- still says 'removal' and drops everything; an empty payload (an older server's, or a
-- listening connection made again) still means "anything may have changed".
CREATE OR REPLACE FUNCTION newsroom_notify_content_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('newsroom_content_changed', 'edit:' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
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
    PERFORM pg_notify('newsroom_content_changed', 'edit:articles');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
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
    PERFORM pg_notify('newsroom_content_changed', 'edit:' || TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
