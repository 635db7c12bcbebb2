ALTER TABLE "upload_sessions" ADD COLUMN "proof_nonce" text;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD COLUMN "cross_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD COLUMN "claimed_by" integer;--> statement-breakpoint
CREATE INDEX "upload_sessions_cross_checks_idx" ON "upload_sessions" USING btree ("user_id","cross_checked_at") WHERE "upload_sessions"."cross_checked_at" is not null;