CREATE TABLE "passport_reset_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passport_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "passport_reset_tokens" ADD CONSTRAINT "passport_reset_tokens_account_id_passport_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."passport_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passport_reset_requests_key_idx" ON "passport_reset_requests" USING btree ("scope","key","requested_at");--> statement-breakpoint
CREATE INDEX "passport_reset_requests_requested_at_idx" ON "passport_reset_requests" USING btree ("requested_at");--> statement-breakpoint
CREATE INDEX "passport_reset_tokens_account_idx" ON "passport_reset_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "passport_reset_tokens_expires_idx" ON "passport_reset_tokens" USING btree ("expires_at");