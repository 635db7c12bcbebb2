CREATE TABLE "plan_courses" (
	"plan_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"daily_load" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "plan_courses_plan_id_course_id_pk" PRIMARY KEY("plan_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "plan_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "plan_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"class_hour_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"date" date NOT NULL,
	"missed_on" date,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_weeks" (
	"plan_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"planned" integer NOT NULL,
	"done" integer NOT NULL,
	"done_late" integer NOT NULL,
	"postponed" integer NOT NULL,
	"completed" boolean NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_weeks_plan_id_week_start_pk" PRIMARY KEY("plan_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"days_per_week" integer NOT NULL,
	"start_date" date NOT NULL,
	"exam_date" date,
	"time_zone" text NOT NULL,
	"series_plan_id" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series_plan_courses" (
	"series_plan_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"daily_load" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "series_plan_courses_series_plan_id_course_id_pk" PRIMARY KEY("series_plan_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "series_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"days_per_week" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_plans_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "plan_courses" ADD CONSTRAINT "plan_courses_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_courses" ADD CONSTRAINT "plan_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_feeds" ADD CONSTRAINT "plan_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_class_hour_id_class_hours_id_fk" FOREIGN KEY ("class_hour_id") REFERENCES "public"."class_hours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_weeks" ADD CONSTRAINT "plan_weeks_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_series_plan_id_series_plans_id_fk" FOREIGN KEY ("series_plan_id") REFERENCES "public"."series_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_plan_courses" ADD CONSTRAINT "series_plan_courses_series_plan_id_series_plans_id_fk" FOREIGN KEY ("series_plan_id") REFERENCES "public"."series_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_plan_courses" ADD CONSTRAINT "series_plan_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_items_hour_idx" ON "plan_items" USING btree ("plan_id","class_hour_id");--> statement-breakpoint
CREATE INDEX "plan_items_day_idx" ON "plan_items" USING btree ("plan_id","date");--> statement-breakpoint
CREATE INDEX "plan_items_open_idx" ON "plan_items" USING btree ("user_id","class_hour_id") WHERE "plan_items"."done_at" is null;--> statement-breakpoint
CREATE INDEX "plans_user_idx" ON "plans" USING btree ("user_id","state","created_at");