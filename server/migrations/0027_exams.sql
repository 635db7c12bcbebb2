CREATE TABLE "exam_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"paper_id" uuid NOT NULL,
	"real_name" text,
	"state" text DEFAULT 'running' NOT NULL,
	"section_index" integer DEFAULT 0 NOT NULL,
	"section_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"plays" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"submit_cause" text,
	"section_scores" jsonb,
	"total" integer,
	"passed" boolean
);
--> statement-breakpoint
CREATE TABLE "exam_papers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"family" text,
	"level" integer,
	"edition" text,
	"format" text DEFAULT 'full' NOT NULL,
	"title" jsonb NOT NULL,
	"requires_real_name" boolean DEFAULT false NOT NULL,
	"max_score" integer NOT NULL,
	"pass_score" integer NOT NULL,
	"paper" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_papers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lesson_test_results" (
	"user_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"right" integer NOT NULL,
	"items" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_test_results_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "exam_family" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "exam_level" integer;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_paper_id_exam_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."exam_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_test_results" ADD CONSTRAINT "lesson_test_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_test_results" ADD CONSTRAINT "lesson_test_results_content_id_class_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."class_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_running_idx" ON "exam_attempts" USING btree ("user_id","paper_id") WHERE "exam_attempts"."state" = 'running';--> statement-breakpoint
CREATE INDEX "exam_attempts_user_idx" ON "exam_attempts" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "exam_attempts_submitted_idx" ON "exam_attempts" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "exam_papers_level_idx" ON "exam_papers" USING btree ("kind","family","level");