CREATE TABLE "drive_quotas" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"total_bytes" bigint NOT NULL,
	"used_bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_objects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"md5" text NOT NULL,
	"sha256" text NOT NULL,
	"ref_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_objects_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "user_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"object_id" uuid,
	"file_name" text NOT NULL,
	"extend_name" text DEFAULT '' NOT NULL,
	"is_dir" boolean NOT NULL,
	"file_size" bigint DEFAULT 0 NOT NULL,
	"file_path" text NOT NULL,
	"file_type" smallint NOT NULL,
	"upload_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"delete_flag" smallint DEFAULT 0 NOT NULL,
	"delete_time" timestamp with time zone,
	"delete_batch_num" text
);
--> statement-breakpoint
ALTER TABLE "drive_quotas" ADD CONSTRAINT "drive_quotas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_files" ADD CONSTRAINT "user_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_files" ADD CONSTRAINT "user_files_object_id_file_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."file_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_objects_md5_idx" ON "file_objects" USING btree ("md5");--> statement-breakpoint
CREATE UNIQUE INDEX "user_files_live_name_idx" ON "user_files" USING btree ("user_id","file_path","file_name","extend_name") WHERE "user_files"."delete_flag" = 0;--> statement-breakpoint
CREATE INDEX "user_files_folder_idx" ON "user_files" USING btree ("user_id","file_path") WHERE "user_files"."delete_flag" = 0;--> statement-breakpoint
CREATE INDEX "user_files_type_idx" ON "user_files" USING btree ("user_id","file_type") WHERE "user_files"."delete_flag" = 0;--> statement-breakpoint
CREATE INDEX "user_files_batch_idx" ON "user_files" USING btree ("user_id","delete_batch_num");