CREATE TABLE "event_marks" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_marks_expires_idx" ON "event_marks" USING btree ("expires_at");