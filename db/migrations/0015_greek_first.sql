ALTER TABLE "articles" ADD COLUMN "featured_image_alt" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "featured_image_alt_gr" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "featured_image_caption" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "featured_image_caption_gr" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "featured_image_credit" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "main_text_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "greek_text_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "credit" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "privacy_policy_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "terms_of_use_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Translation state: when the main texts and the Greek texts last changed. Existing
-- articles count as in step; a new article's Greek texts date from its creation.
UPDATE "articles" SET main_text_updated_at = updated_at,
  greek_text_updated_at = CASE WHEN concat(title_gr, subtitle_gr, content_gr, excerpt_gr) <> '' THEN updated_at END;--> statement-breakpoint
CREATE OR REPLACE FUNCTION newsroom_articles_text_times() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  has_greek boolean := concat(NEW.title_gr, NEW.subtitle_gr, NEW.content_gr, NEW.excerpt_gr) <> '';
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- a restore brings its own times; a new article's Greek texts date from its creation
    NEW.greek_text_updated_at := CASE WHEN has_greek
      THEN coalesce(NEW.greek_text_updated_at, NEW.main_text_updated_at) END;
    RETURN NEW;
  END IF;
  IF (NEW.title, NEW.subtitle, NEW.content, NEW.excerpt)
      IS DISTINCT FROM (OLD.title, OLD.subtitle, OLD.content, OLD.excerpt) THEN
    NEW.main_text_updated_at := now();
  END IF;
  IF (NEW.title_gr, NEW.subtitle_gr, NEW.content_gr, NEW.excerpt_gr)
      IS DISTINCT FROM (OLD.title_gr, OLD.subtitle_gr, OLD.content_gr, OLD.excerpt_gr) THEN
    NEW.greek_text_updated_at := CASE WHEN has_greek THEN now() END;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER articles_text_times BEFORE INSERT OR UPDATE ON articles
FOR EACH ROW EXECUTE FUNCTION newsroom_articles_text_times();
