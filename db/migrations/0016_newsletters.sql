CREATE TABLE "newsletter_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"newsletter_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"settled_at" timestamp with time zone,
	CONSTRAINT "newsletter_deliveries_status_check" CHECK (status IN ('queued', 'handing', 'sent', 'failed', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text DEFAULT 'issue' NOT NULL,
	"subject" text NOT NULL,
	"subject_gr" text,
	"intro" text DEFAULT '' NOT NULL,
	"intro_gr" text,
	"article_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"unknown" integer DEFAULT 0 NOT NULL,
	"send_lease_owner" text,
	"send_lease_until" timestamp with time zone,
	"digest_date" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletters_status_check" CHECK (status IN ('draft', 'scheduled', 'sending', 'sent', 'failed')),
	CONSTRAINT "newsletters_kind_check" CHECK (kind IN ('issue', 'digest')),
	CONSTRAINT "newsletters_subject_not_blank" CHECK (length(trim("newsletters"."subject")) > 0),
	CONSTRAINT "newsletters_counts_check" CHECK ("newsletters"."recipients" >= 0 AND "newsletters"."sent" >= 0 AND "newsletters"."failed" >= 0 AND "newsletters"."unknown" >= 0)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_check";--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "newsletter_digest_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "newsletter_digest_hour" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "newsletter_confirmed_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "newsletter_reply_to" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "consent_page" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "consent_wording" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "failure_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "suppressed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "suppression_reason" text;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_recipient_unique" ON "newsletter_deliveries" USING btree ("newsletter_id","subscription_id");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_status_idx" ON "newsletter_deliveries" USING btree ("newsletter_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletters_digest_date_unique" ON "newsletters" USING btree ("digest_date");--> statement-breakpoint
CREATE INDEX "newsletters_created_idx" ON "newsletters" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletters_due_idx" ON "newsletters" USING btree ("status","scheduled_at");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_digest_hour" CHECK ("site_settings"."newsletter_digest_hour" BETWEEN 0 AND 23);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK (status IN ('active', 'unsubscribed', 'pending'));--> statement-breakpoint
-- subscriptions made before consent was recorded: the moment they subscribed
UPDATE "subscriptions" SET consent_at = subscribed_at WHERE consent_at IS NULL;
