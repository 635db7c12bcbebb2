CREATE SEQUENCE "public"."cert_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cert_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"exam_attempt_id" uuid,
	"name_latin" text NOT NULL,
	"name_arabic" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"waits_because" text,
	"conditions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reject_reason" text
);
--> statement-breakpoint
CREATE TABLE "cert_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"approval_required" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cert_verify_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"verify_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"snapshot" jsonb NOT NULL,
	"holder_names" text[] NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"revoked_by" uuid,
	CONSTRAINT "certificates_number_unique" UNIQUE("number"),
	CONSTRAINT "certificates_verify_id_unique" UNIQUE("verify_id")
);
--> statement-breakpoint
ALTER TABLE "cert_applications" ADD CONSTRAINT "cert_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_applications" ADD CONSTRAINT "cert_applications_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_applications" ADD CONSTRAINT "cert_applications_exam_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("exam_attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_applications" ADD CONSTRAINT "cert_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_application_id_cert_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."cert_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cert_applications_pending_idx" ON "cert_applications" USING btree ("user_id","course_id") WHERE "cert_applications"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "cert_applications_user_idx" ON "cert_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cert_applications_state_idx" ON "cert_applications" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "cert_verify_failures_key_idx" ON "cert_verify_failures" USING btree ("scope","key","failed_at");--> statement-breakpoint
CREATE INDEX "cert_verify_failures_failed_at_idx" ON "cert_verify_failures" USING btree ("failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_valid_idx" ON "certificates" USING btree ("user_id","course_id") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_issued_idx" ON "certificates" USING btree ("issued_at");