-- Each catalogue write also announces itself on the channel "catalogue_revision", delivered at
-- commit. The embedded server, the database's only client, counts these announcements instead of
-- reading the revision row before every remembered catalogue answer (docs/decisions/043).
CREATE OR REPLACE FUNCTION bump_catalogue_revision() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1;
  PERFORM pg_notify('catalogue_revision', '');
  RETURN NULL;
END;
$$;
