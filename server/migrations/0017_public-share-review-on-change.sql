ALTER TABLE "shares" ADD COLUMN "content_changed_at" timestamp with time zone;--> statement-breakpoint
-- An approval covers the files the admin reviewed. Any change to what an approved public share
-- shows (an entry added, renamed, moved in or out, rewritten, deleted or restored at or under a
-- shared item) sends the share back to review in the transaction of the change, whichever code
-- path wrote it (file space, uploads, unzip, editing, restores). Entries already in the recycle
-- bin show nothing, so erasing them changes nothing.
CREATE FUNCTION "shares_back_to_review"("entry_ids" uuid[], "owner_ids" uuid[], "paths" text[])
RETURNS void LANGUAGE sql AS $$
  UPDATE "shares" s SET "review_status" = 0, "content_changed_at" = now()
  WHERE s."owner_id" = ANY("owner_ids")
    AND s."kind" = 'public' AND s."review_status" = 1 AND s."cancelled_at" IS NULL
    AND EXISTS (
      SELECT 1
      FROM unnest("entry_ids", "owner_ids", "paths") AS c("id", "user_id", "file_path")
      JOIN "share_items" si ON si."share_id" = s."id"
      JOIN "user_files" top ON top."id" = si."user_file_id" AND top."user_id" = s."owner_id"
      CROSS JOIN LATERAL (
        SELECT CASE WHEN top."file_path" = '/' THEN '/' ELSE top."file_path" || '/' END
          || top."file_name"
          || CASE WHEN top."extend_name" = '' THEN '' ELSE '.' || top."extend_name" END AS "path"
      ) t
      WHERE c."user_id" = s."owner_id"
        AND (top."id" = c."id"
          OR (top."is_dir" AND (c."file_path" = t."path" OR starts_with(c."file_path", t."path" || '/'))))
    )
$$;--> statement-breakpoint
CREATE FUNCTION "shares_review_on_added_or_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "shares_back_to_review"(array_agg(c."id"), array_agg(c."user_id"), array_agg(c."file_path"))
  FROM "changed_entries" c
  WHERE c."delete_flag" = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "shares_review_on_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Both sides of a visible change count: where the entry was (moved out, renamed, deleted) and
  -- where it is now (moved in, restored). Timestamps alone are no change.
  PERFORM "shares_back_to_review"(array_agg(e."id"), array_agg(e."user_id"), array_agg(e."file_path"))
  FROM "old_entries" o
  JOIN "new_entries" n ON n."id" = o."id"
  CROSS JOIN LATERAL (VALUES
    (o."id", o."user_id", o."file_path", o."delete_flag"),
    (n."id", n."user_id", n."file_path", n."delete_flag")
  ) AS e("id", "user_id", "file_path", "delete_flag")
  WHERE e."delete_flag" = 0
    AND (o."file_name", o."extend_name", o."file_path", o."object_id", o."file_size", o."is_dir", o."delete_flag")
      IS DISTINCT FROM
      (n."file_name", n."extend_name", n."file_path", n."object_id", n."file_size", n."is_dir", n."delete_flag");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "shares_review_on_insert" AFTER INSERT ON "user_files"
  REFERENCING NEW TABLE AS "changed_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "shares_review_on_added_or_removed"();--> statement-breakpoint
CREATE TRIGGER "shares_review_on_delete" AFTER DELETE ON "user_files"
  REFERENCING OLD TABLE AS "changed_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "shares_review_on_added_or_removed"();--> statement-breakpoint
CREATE TRIGGER "shares_review_on_update" AFTER UPDATE ON "user_files"
  REFERENCING OLD TABLE AS "old_entries" NEW TABLE AS "new_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "shares_review_on_updated"();
