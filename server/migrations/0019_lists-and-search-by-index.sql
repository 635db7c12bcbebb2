-- Name search finds names that contain a text, in any script (decision 040). A name can contain
-- the text only if it holds every one of the text's pieces, which a GIN index answers at once.
CREATE FUNCTION name_grams(name text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT substr(name, i, n)), '{}')
  FROM generate_series(1, 2) AS n, generate_series(1, length(name) - n + 1) AS i
$$;--> statement-breakpoint
-- The pieces to look up for a searched text: its two-character pieces, or the one character.
CREATE FUNCTION needle_grams(needle text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT CASE WHEN length(needle) = 1 THEN ARRAY[needle]
    ELSE (SELECT coalesce(array_agg(DISTINCT substr(needle, i, 2)), '{}')
          FROM generate_series(1, length(needle) - 1) AS i)
  END
$$;--> statement-breakpoint
DROP INDEX "user_files_folder_idx";--> statement-breakpoint
DROP INDEX "user_files_type_idx";--> statement-breakpoint
CREATE INDEX "user_files_folder_name_asc_idx" ON "user_files" USING btree ("user_id","file_path","is_dir" DESC NULLS FIRST,"file_name","extend_name","id") WHERE "user_files"."delete_flag" = 0;--> statement-breakpoint
CREATE INDEX "user_files_folder_name_desc_idx" ON "user_files" USING btree ("user_id","file_path","is_dir" DESC NULLS FIRST,"file_name" DESC NULLS FIRST,"extend_name" DESC NULLS FIRST,"id") WHERE "user_files"."delete_flag" = 0;--> statement-breakpoint
CREATE INDEX "user_files_folder_size_asc_idx" ON "user_files" USING btree ("user_id","file_path","is_dir" DESC NULLS FIRST,"file_size","id") WHERE "user_files"."delete_flag" = 0;--> statement-breakpoint
CREATE INDEX "user_files_folder_size_desc_idx" ON "user_files" USING btree ("user_id","file_path","is_dir" DESC NULLS FIRST,"file_size" DESC NULLS FIRST,"id") WHERE "user_files"."delete_flag" = 0;--> statement-breakpoint
CREATE INDEX "user_files_folder_time_asc_idx" ON "user_files" USING btree ("user_id","file_path","is_dir" DESC NULLS FIRST,"upload_time","id") WHERE "user_files"."delete_flag" = 0;--> statement-breakpoint
CREATE INDEX "user_files_folder_time_desc_idx" ON "user_files" USING btree ("user_id","file_path","is_dir" DESC NULLS FIRST,"upload_time" DESC NULLS FIRST,"id") WHERE "user_files"."delete_flag" = 0;--> statement-breakpoint
CREATE INDEX "user_files_name_grams_idx" ON "user_files" USING gin (name_grams(lower("file_name" || case when "extend_name" = '' then '' else '.' || "extend_name" end))) WHERE "user_files"."delete_flag" = 0;--> statement-breakpoint
CREATE INDEX "user_files_type_idx" ON "user_files" USING btree ("user_id","file_type","upload_time" DESC NULLS FIRST,"id") WHERE "user_files"."delete_flag" = 0;