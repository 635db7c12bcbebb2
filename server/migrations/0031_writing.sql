CREATE TABLE "writing_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"char" text NOT NULL,
	"mistakes_per_stroke" integer[] NOT NULL,
	"hints_used" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"rating" text NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writing_cards" (
	"user_id" uuid NOT NULL,
	"char" text NOT NULL,
	"state" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"last_review" timestamp with time zone,
	"last_rating" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "writing_cards_user_id_char_pk" PRIMARY KEY("user_id","char"),
	CONSTRAINT "writing_cards_reps_positive" CHECK ("writing_cards"."reps" > 0)
);
--> statement-breakpoint
ALTER TABLE "writing_attempts" ADD CONSTRAINT "writing_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_cards" ADD CONSTRAINT "writing_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "writing_attempts_user_char_idx" ON "writing_attempts" USING btree ("user_id","char","written_at");--> statement-breakpoint
CREATE INDEX "writing_cards_user_due_idx" ON "writing_cards" USING btree ("user_id","due");