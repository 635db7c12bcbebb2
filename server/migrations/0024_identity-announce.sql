-- Each write to sessions or users announces itself on the channel "identity", delivered at commit.
-- The embedded server, the database's only client, remembers the sessions it has read until the
-- next announcement instead of reading the session behind every request (docs/decisions/044).
CREATE FUNCTION announce_identity_change() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('identity', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_identity_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION announce_identity_change();--> statement-breakpoint
CREATE TRIGGER "users_identity_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION announce_identity_change();
