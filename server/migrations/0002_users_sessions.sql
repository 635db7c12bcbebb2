CREATE TABLE "login_states" (
	"state" text PRIMARY KEY NOT NULL,
	"visitor_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passport_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passport_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "passport_login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passport_oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "passport_oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"login_name" text NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"email" text,
	"role" text DEFAULT 'student' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"nationality" text DEFAULT '' NOT NULL,
	"sex" text,
	"birthday" date,
	"birthplace" text DEFAULT '' NOT NULL,
	"occupation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_states_expiry_idx" ON "login_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expiry_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "passport_login_failures_key_idx" ON "passport_login_failures" USING btree ("scope","key","failed_at");--> statement-breakpoint
CREATE INDEX "passport_login_failures_failed_at_idx" ON "passport_login_failures" USING btree ("failed_at");--> statement-breakpoint
CREATE INDEX "passport_oidc_payloads_grant_idx" ON "passport_oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "passport_oidc_payloads_uid_idx" ON "passport_oidc_payloads" USING btree ("model","uid");--> statement-breakpoint
CREATE INDEX "passport_oidc_payloads_user_code_idx" ON "passport_oidc_payloads" USING btree ("model","user_code");--> statement-breakpoint
CREATE INDEX "passport_oidc_payloads_expires_idx" ON "passport_oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_identity_idx" ON "users" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));