CREATE TABLE "file_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"user_file_id" uuid NOT NULL,
	"object_id" uuid NOT NULL,
	"file_size" bigint NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_previews" (
	"object_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_categories" (
	"base_id" integer PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_code_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_items" (
	"share_id" uuid NOT NULL,
	"user_file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "share_items_share_id_user_file_id_pk" PRIMARY KEY("share_id","user_file_id")
);
--> statement-breakpoint
CREATE TABLE "share_marks" (
	"share_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"mark" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_marks_share_id_user_id_mark_pk" PRIMARY KEY("share_id","user_id","mark")
);
--> statement-breakpoint
CREATE TABLE "share_visits" (
	"share_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_visits_share_id_visitor_key_pk" PRIMARY KEY("share_id","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_num" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"share_type" smallint DEFAULT 0 NOT NULL,
	"extraction_code" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"duration" smallint DEFAULT 0 NOT NULL,
	"share_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"resave_count" integer DEFAULT 0 NOT NULL,
	"thumb_count" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"category_id" integer,
	"public_title" text,
	"public_desc" text,
	"review_status" smallint,
	"reject_reason" text,
	"review_time" timestamp with time zone,
	"reviewer_id" uuid,
	CONSTRAINT "shares_batch_num_unique" UNIQUE("batch_num")
);
--> statement-breakpoint
CREATE TABLE "unzip_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"user_file_id" uuid NOT NULL,
	"mode" smallint NOT NULL,
	"target_path" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"entries_done" integer DEFAULT 0 NOT NULL,
	"entries_total" integer,
	"run_token" text,
	"error_key" text,
	"error_params" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_versions" ADD CONSTRAINT "file_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_versions" ADD CONSTRAINT "file_versions_object_id_file_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."file_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_previews" ADD CONSTRAINT "office_previews_object_id_file_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."file_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_items" ADD CONSTRAINT "share_items_share_id_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_items" ADD CONSTRAINT "share_items_user_file_id_user_files_id_fk" FOREIGN KEY ("user_file_id") REFERENCES "public"."user_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_marks" ADD CONSTRAINT "share_marks_share_id_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_marks" ADD CONSTRAINT "share_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_visits" ADD CONSTRAINT "share_visits_share_id_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_category_id_share_categories_base_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."share_categories"("base_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unzip_tasks" ADD CONSTRAINT "unzip_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_versions_entry_idx" ON "file_versions" USING btree ("user_file_id","replaced_at");--> statement-breakpoint
CREATE INDEX "share_code_failures_key_idx" ON "share_code_failures" USING btree ("scope","key","failed_at");--> statement-breakpoint
CREATE INDEX "share_code_failures_failed_at_idx" ON "share_code_failures" USING btree ("failed_at");--> statement-breakpoint
CREATE INDEX "share_items_file_idx" ON "share_items" USING btree ("user_file_id");--> statement-breakpoint
CREATE INDEX "share_marks_user_idx" ON "share_marks" USING btree ("user_id","mark","marked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shares_owner_idx" ON "shares" USING btree ("owner_id","share_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shares_published_idx" ON "shares" USING btree ("category_id","review_time" DESC NULLS LAST) WHERE "shares"."kind" = 'public' and "shares"."review_status" = 1;--> statement-breakpoint
CREATE INDEX "shares_pending_idx" ON "shares" USING btree ("share_time") WHERE "shares"."kind" = 'public' and "shares"."review_status" = 0;--> statement-breakpoint
CREATE INDEX "unzip_tasks_user_idx" ON "unzip_tasks" USING btree ("user_id","created_at");