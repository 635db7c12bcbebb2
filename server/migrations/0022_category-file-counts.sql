CREATE TABLE "category_file_counts" (
	"user_id" uuid NOT NULL,
	"file_type" smallint NOT NULL,
	"live_files" bigint NOT NULL,
	CONSTRAINT "category_file_counts_user_id_file_type_pk" PRIMARY KEY("user_id","file_type")
);
--> statement-breakpoint
ALTER TABLE "category_file_counts" ADD CONSTRAINT "category_file_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "category_file_counts" ("user_id", "file_type", "live_files")
SELECT "user_id", "file_type", count(*) FROM "user_files" WHERE "delete_flag" = 0 AND NOT "is_dir"
GROUP BY "user_id", "file_type";--> statement-breakpoint
-- As count_folder_entries (0020), for the live files of each category: once per statement, rows
-- locked in key order, and erasing only lowers counts so an erased account takes its counts along.
CREATE FUNCTION count_category_files() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE category_file_counts AS c SET live_files = c.live_files - gone.files
    FROM (
      SELECT user_id, file_type, count(*) AS files FROM removed WHERE delete_flag = 0 AND NOT is_dir
      GROUP BY user_id, file_type ORDER BY user_id, file_type
    ) AS gone
    WHERE c.user_id = gone.user_id AND c.file_type = gone.file_type;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO category_file_counts AS c (user_id, file_type, live_files)
    SELECT user_id, file_type, count(*) FROM added WHERE delete_flag = 0 AND NOT is_dir
    GROUP BY user_id, file_type ORDER BY user_id, file_type
    ON CONFLICT (user_id, file_type) DO UPDATE SET live_files = c.live_files + excluded.live_files;
  ELSE
    INSERT INTO category_file_counts AS c (user_id, file_type, live_files)
    SELECT user_id, file_type, sum(change) FROM (
      SELECT user_id, file_type, -1 AS change FROM removed WHERE delete_flag = 0 AND NOT is_dir
      UNION ALL
      SELECT user_id, file_type, 1 FROM added WHERE delete_flag = 0 AND NOT is_dir
    ) AS changes
    GROUP BY user_id, file_type HAVING sum(change) <> 0 ORDER BY user_id, file_type
    ON CONFLICT (user_id, file_type) DO UPDATE SET live_files = c.live_files + excluded.live_files;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_files_count_category_added" AFTER INSERT ON "user_files"
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_category_files();--> statement-breakpoint
CREATE TRIGGER "user_files_count_category_changed" AFTER UPDATE ON "user_files"
REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_category_files();--> statement-breakpoint
CREATE TRIGGER "user_files_count_category_removed" AFTER DELETE ON "user_files"
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_category_files();
