CREATE TABLE "catalogue_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"parent_id" uuid,
	"title" jsonb NOT NULL,
	"summary" jsonb,
	"cover_key" text,
	"audience" text,
	"difficulty" text,
	"direction" text,
	"category" text,
	"visibility" text DEFAULT 'everyone' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hot" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "catalogue_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"collection_id" uuid,
	"course_id" uuid,
	"title" jsonb NOT NULL,
	"summary" jsonb,
	"body" jsonb,
	"author" jsonb,
	"cover_key" text,
	"media_key" text,
	"media_type" text,
	"media_bytes" bigint,
	"duration_seconds" integer,
	"captions" jsonb,
	"reading_direction" text,
	"live" jsonb,
	"card" jsonb,
	"audience" text,
	"difficulty" text,
	"direction" text,
	"category" text,
	"visibility" text DEFAULT 'everyone' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hot" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_items_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "class_contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_hour_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"media_key" text,
	"media_type" text,
	"media_bytes" bigint,
	"duration_seconds" integer,
	"captions" jsonb,
	"test_ref" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chapter_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"requires_previous" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_members" (
	"class_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "class_members_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "content_class_grants" (
	"subject_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	CONSTRAINT "content_class_grants_subject_id_class_id_pk" PRIMARY KEY("subject_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "course_chapters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"semester_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_semesters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb,
	"description" jsonb,
	"cover_key" text,
	"teacher" jsonb,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"audience" text,
	"difficulty" text,
	"direction" text,
	"category" text,
	"visibility" text DEFAULT 'everyone' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hot" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "item_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"file_name" text NOT NULL,
	"media_key" text,
	"media_type" text,
	"media_bytes" bigint,
	"duration_seconds" integer,
	"captions" jsonb,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_classes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"word" text PRIMARY KEY NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_collection_id_catalogue_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."catalogue_collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_contents" ADD CONSTRAINT "class_contents_class_hour_id_class_hours_id_fk" FOREIGN KEY ("class_hour_id") REFERENCES "public"."class_hours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_hours" ADD CONSTRAINT "class_hours_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_class_id_learning_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."learning_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_class_grants" ADD CONSTRAINT "content_class_grants_class_id_learning_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."learning_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_semester_id_course_semesters_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."course_semesters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_semesters" ADD CONSTRAINT "course_semesters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_attachments" ADD CONSTRAINT "item_attachments_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_collections_kind_idx" ON "catalogue_collections" USING btree ("kind","position");--> statement-breakpoint
CREATE INDEX "catalogue_items_kind_idx" ON "catalogue_items" USING btree ("kind","visibility","published_at");--> statement-breakpoint
CREATE INDEX "catalogue_items_collection_idx" ON "catalogue_items" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "class_contents_hour_idx" ON "class_contents" USING btree ("class_hour_id","position");--> statement-breakpoint
CREATE INDEX "class_hours_chapter_idx" ON "class_hours" USING btree ("chapter_id","position");--> statement-breakpoint
CREATE INDEX "class_members_user_idx" ON "class_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "course_chapters_semester_idx" ON "course_chapters" USING btree ("semester_id","position");--> statement-breakpoint
CREATE INDEX "course_semesters_course_idx" ON "course_semesters" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "courses_published_idx" ON "courses" USING btree ("visibility","published_at");--> statement-breakpoint
CREATE INDEX "item_attachments_item_idx" ON "item_attachments" USING btree ("item_id","position");