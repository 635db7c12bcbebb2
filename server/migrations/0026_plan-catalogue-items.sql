ALTER TABLE "plan_items" ALTER COLUMN "class_hour_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_items" ADD COLUMN "resource_kind" text DEFAULT 'classHour' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_items" ADD COLUMN "catalogue_item_id" uuid;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_catalogue_item_id_catalogue_items_id_fk" FOREIGN KEY ("catalogue_item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_items_catalogue_item_idx" ON "plan_items" USING btree ("plan_id","catalogue_item_id");--> statement-breakpoint
CREATE INDEX "plan_items_open_catalogue_item_idx" ON "plan_items" USING btree ("user_id","catalogue_item_id") WHERE "plan_items"."done_at" is null and "plan_items"."catalogue_item_id" is not null;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_one_resource" CHECK (("plan_items"."resource_kind" = 'classHour') = ("plan_items"."class_hour_id" is not null)
        and ("plan_items"."class_hour_id" is null) <> ("plan_items"."catalogue_item_id" is null));