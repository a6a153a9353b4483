-- The recipes' version is also announced (NOTIFY recipes_version, the new number as payload) when
-- the writing transaction commits. A PGlite site, whose one process sees every write, keeps the
-- number in memory from these announcements instead of reading it before each search.
CREATE OR REPLACE FUNCTION recipes_bump_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    bumped bigint;
  BEGIN
    UPDATE recipes_version SET version = version + 1 RETURNING version INTO bumped;
    PERFORM pg_notify('recipes_version', bumped::text);
    RETURN NULL;
  END
  $$;
