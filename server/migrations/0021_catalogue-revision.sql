CREATE TABLE "catalogue_revision" (
	"id" integer PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_revision" ("id", "revision") VALUES (1, 0);--> statement-breakpoint
-- Once per statement that writes a catalogue table, whatever code runs it (the server, a content
-- import, a hand-written fix): remembered catalogue answers keyed by the old revision are never
-- served again. Statement-level, so an import of a thousand rows moves it a few times, not a
-- thousand.
CREATE FUNCTION bump_catalogue_revision() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "courses_catalogue_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER "course_semesters_catalogue_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_semesters" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER "course_chapters_catalogue_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_chapters" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER "class_hours_catalogue_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "class_hours" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER "class_contents_catalogue_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "class_contents" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER "catalogue_collections_catalogue_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_collections" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER "catalogue_items_catalogue_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_items" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER "item_attachments_catalogue_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_attachments" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER "learning_classes_catalogue_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "learning_classes" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER "class_members_catalogue_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "class_members" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER "content_class_grants_catalogue_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_class_grants" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
