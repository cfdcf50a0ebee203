CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "sign_in_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_codes_attempts_check" CHECK ("sign_in_codes"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"nickname" text,
	"role" text DEFAULT 'contributor' NOT NULL,
	"profile_image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"password_hash" text,
	"is_temporary_password" boolean DEFAULT false NOT NULL,
	"preferred_language" text DEFAULT 'gr' NOT NULL,
	"last_active_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK (role IN ('super_admin', 'editor', 'contributor')),
	CONSTRAINT "users_language_check" CHECK (preferred_language IN ('gr', 'en')),
	CONSTRAINT "users_email_not_blank" CHECK (length(trim("users"."email")) > 3)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"name_gr" text,
	"description" text,
	"description_en" text,
	"color" text DEFAULT '#dc2626' NOT NULL,
	"parent_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "categories_color_check" CHECK (color IN ('#dc2626', '#2563eb', '#16a34a', '#7c3aed', '#ea580c', '#db2777', '#0891b2', '#d97706')),
	CONSTRAINT "categories_not_own_parent" CHECK ("categories"."parent_id" IS NULL OR "categories"."parent_id" <> "categories"."id"),
	CONSTRAINT "categories_slug_format" CHECK ("categories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tags_slug_format" CHECK ("tags"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "article_daily_views" (
	"article_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_daily_views_article_id_day_pk" PRIMARY KEY("article_id","day"),
	CONSTRAINT "article_daily_views_views_check" CHECK ("article_daily_views"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "article_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_tags" (
	"article_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_gr" text,
	"subtitle" text,
	"subtitle_gr" text,
	"content" text NOT NULL,
	"content_gr" text,
	"excerpt" text,
	"excerpt_gr" text,
	"meta_description" text,
	"focus_keywords" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"featured_image_url" text,
	"gallery_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured_video_url" text,
	"allow_comments" boolean DEFAULT true NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"category_id" integer NOT NULL,
	"author_id" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "articles_status_check" CHECK (status IN ('draft', 'under_review', 'published')),
	CONSTRAINT "articles_view_count_check" CHECK ("articles"."view_count" >= 0),
	CONSTRAINT "articles_slug_format" CHECK ("articles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "articles_title_not_blank" CHECK (length(trim("articles"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "curated_articles" (
	"list" text NOT NULL,
	"article_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "curated_articles_list_article_id_pk" PRIMARY KEY("list","article_id"),
	CONSTRAINT "curated_articles_list_check" CHECK (list IN ('breaking_news', 'editors_pick')),
	CONSTRAINT "curated_articles_position_check" CHECK ("curated_articles"."position" >= 0 AND "curated_articles"."position" < CASE WHEN "curated_articles"."list" = 'breaking_news' THEN 3 ELSE 6 END)
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advertisements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"link_url" text,
	"html_content" text,
	"placement" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"start_date" date,
	"end_date" date,
	"priority" integer DEFAULT 1 NOT NULL,
	"is_global_enabled" boolean DEFAULT true NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"impression_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisements_placement_check" CHECK (placement IN ('header_top', 'sidebar_top', 'sidebar_middle', 'sidebar_bottom', 'article_top', 'article_middle', 'article_bottom', 'footer_top', 'between_articles', 'homepage_banner')),
	CONSTRAINT "advertisements_status_check" CHECK (status IN ('active', 'inactive', 'scheduled')),
	CONSTRAINT "advertisements_priority_check" CHECK (priority BETWEEN 1 AND 100),
	CONSTRAINT "advertisements_dates_check" CHECK ("advertisements"."end_date" IS NULL OR "advertisements"."start_date" IS NULL OR "advertisements"."end_date" >= "advertisements"."start_date"),
	CONSTRAINT "advertisements_counts_check" CHECK ("advertisements"."click_count" >= 0 AND "advertisements"."impression_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"object_path" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"alt_text" text,
	"caption" text,
	"variants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_items_size_check" CHECK ("media_items"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_name" text DEFAULT '' NOT NULL,
	"site_description" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"social_links" jsonb DEFAULT '{"facebook":"","twitter":"","instagram":"","youtube":""}'::jsonb NOT NULL,
	"privacy_policy" text DEFAULT '' NOT NULL,
	"terms_of_use" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"language" text DEFAULT 'gr' NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "subscriptions_status_check" CHECK (status IN ('active', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_daily_views" ADD CONSTRAINT "article_daily_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_slug_redirects" ADD CONSTRAINT "article_slug_redirects_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_articles" ADD CONSTRAINT "curated_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "categories_order_idx" ON "categories" USING btree ("sort_order","name");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_lower_unique" ON "tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "article_daily_views_day_idx" ON "article_daily_views" USING btree ("day","views" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "article_slug_redirects_article_idx" ON "article_slug_redirects" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "article_tags_tag_idx" ON "article_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_category_published_idx" ON "articles" USING btree ("category_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "articles_created_idx" ON "articles" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_status_created_idx" ON "articles" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_popular_idx" ON "articles" USING btree ("view_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_featured_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST) WHERE "articles"."is_featured" AND "articles"."status" = 'published';--> statement-breakpoint
CREATE UNIQUE INDEX "curated_articles_position_unique" ON "curated_articles" USING btree ("list","position");--> statement-breakpoint
CREATE INDEX "advertisements_serving_idx" ON "advertisements" USING btree ("placement","priority" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "advertisements_created_idx" ON "advertisements" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "media_items_object_path_unique" ON "media_items" USING btree ("object_path");--> statement-breakpoint
CREATE INDEX "media_items_created_idx" ON "media_items" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_items_type_idx" ON "media_items" USING btree ("mime_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_email_lower_unique" ON "subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status","subscribed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_subscribed_idx" ON "subscriptions" USING btree ("subscribed_at" DESC NULLS LAST);