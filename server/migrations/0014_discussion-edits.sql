ALTER TABLE "discussion_posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discussion_replies" ADD COLUMN "edited_at" timestamp with time zone;