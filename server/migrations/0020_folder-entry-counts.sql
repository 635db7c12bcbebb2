CREATE TABLE "folder_entry_counts" (
	"user_id" uuid NOT NULL,
	"file_path" text NOT NULL,
	"live_entries" bigint NOT NULL,
	CONSTRAINT "folder_entry_counts_user_id_file_path_pk" PRIMARY KEY("user_id","file_path")
);
--> statement-breakpoint
ALTER TABLE "folder_entry_counts" ADD CONSTRAINT "folder_entry_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "folder_entry_counts" ("user_id", "file_path", "live_entries")
SELECT "user_id", "file_path", count(*) FROM "user_files" WHERE "delete_flag" = 0
GROUP BY "user_id", "file_path";--> statement-breakpoint
-- Once per statement that adds, moves, bins, restores or erases entries, whatever code runs it:
-- each folder touched gains or loses its net number of live entries. Rows are locked in key
-- order so that two statements touching the same folders cannot deadlock.
CREATE FUNCTION count_folder_entries() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Only lowers counts: an account erased with its entries takes its counts with it.
    UPDATE folder_entry_counts AS c SET live_entries = c.live_entries - gone.entries
    FROM (
      SELECT user_id, file_path, count(*) AS entries FROM removed WHERE delete_flag = 0
      GROUP BY user_id, file_path ORDER BY user_id, file_path
    ) AS gone
    WHERE c.user_id = gone.user_id AND c.file_path = gone.file_path;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO folder_entry_counts AS c (user_id, file_path, live_entries)
    SELECT user_id, file_path, count(*) FROM added WHERE delete_flag = 0
    GROUP BY user_id, file_path ORDER BY user_id, file_path
    ON CONFLICT (user_id, file_path) DO UPDATE SET live_entries = c.live_entries + excluded.live_entries;
  ELSE
    INSERT INTO folder_entry_counts AS c (user_id, file_path, live_entries)
    SELECT user_id, file_path, sum(change) FROM (
      SELECT user_id, file_path, -1 AS change FROM removed WHERE delete_flag = 0
      UNION ALL
      SELECT user_id, file_path, 1 FROM added WHERE delete_flag = 0
    ) AS changes
    GROUP BY user_id, file_path HAVING sum(change) <> 0 ORDER BY user_id, file_path
    ON CONFLICT (user_id, file_path) DO UPDATE SET live_entries = c.live_entries + excluded.live_entries;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_files_count_added" AFTER INSERT ON "user_files"
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_folder_entries();--> statement-breakpoint
CREATE TRIGGER "user_files_count_changed" AFTER UPDATE ON "user_files"
REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_folder_entries();--> statement-breakpoint
CREATE TRIGGER "user_files_count_removed" AFTER DELETE ON "user_files"
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_folder_entries();
