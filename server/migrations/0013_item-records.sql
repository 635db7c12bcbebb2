CREATE TABLE "item_records" (
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"watched_spans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"watched_seconds" integer DEFAULT 0 NOT NULL,
	"position_seconds" real DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"last_report_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_records_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "item_records" ADD CONSTRAINT "item_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_records" ADD CONSTRAINT "item_records_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_records_recent_idx" ON "item_records" USING btree ("user_id","updated_at");