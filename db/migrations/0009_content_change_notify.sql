-- Tell every app process when what readers see changes, so in-memory read caches
-- are dropped at once, whoever wrote (this process, another one, a script, psql).
-- One notification per transaction (PostgreSQL folds identical ones). View and
-- ad counters are not content: updates that move them do not notify.
CREATE OR REPLACE FUNCTION newsroom_notify_content_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('newsroom_content_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER articles_content_changed AFTER INSERT OR DELETE OR TRUNCATE ON articles
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER articles_content_updated AFTER UPDATE ON articles
FOR EACH ROW WHEN (OLD.view_count = NEW.view_count) EXECUTE FUNCTION newsroom_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER advertisements_content_changed AFTER INSERT OR DELETE OR TRUNCATE ON advertisements
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER advertisements_content_updated AFTER UPDATE ON advertisements
FOR EACH ROW WHEN (OLD.click_count = NEW.click_count AND OLD.impression_count = NEW.impression_count)
EXECUTE FUNCTION newsroom_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER article_tags_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON article_tags
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER article_slug_redirects_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON article_slug_redirects
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER curated_articles_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON curated_articles
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER categories_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER tags_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tags
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER site_settings_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_changed();
--> statement-breakpoint
-- authors' names and nicknames show on articles; sign-ins and activity do not
CREATE TRIGGER users_content_changed AFTER INSERT OR DELETE OR TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER users_content_updated AFTER UPDATE ON users
FOR EACH ROW WHEN (
  OLD.first_name IS DISTINCT FROM NEW.first_name
  OR OLD.last_name IS DISTINCT FROM NEW.last_name
  OR OLD.nickname IS DISTINCT FROM NEW.nickname
) EXECUTE FUNCTION newsroom_notify_content_changed();
