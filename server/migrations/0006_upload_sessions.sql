CREATE TABLE "upload_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"store_upload_id" text NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"file_size" bigint NOT NULL,
	"md5" text NOT NULL,
	"part_size" bigint NOT NULL,
	"part_count" bigint NOT NULL,
	"reserved_bytes" bigint NOT NULL,
	"known_object_id" uuid,
	"proof_start" bigint,
	"proof_end" bigint,
	"status" text DEFAULT 'open' NOT NULL,
	"entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_sessions_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_known_object_id_file_objects_id_fk" FOREIGN KEY ("known_object_id") REFERENCES "public"."file_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_entry_id_user_files_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."user_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_sessions_resume_idx" ON "upload_sessions" USING btree ("user_id","file_path","file_name","file_size","md5") WHERE "upload_sessions"."status" in ('open', 'completing');--> statement-breakpoint
CREATE INDEX "upload_sessions_idle_idx" ON "upload_sessions" USING btree ("touched_at") WHERE "upload_sessions"."status" in ('open', 'completing');