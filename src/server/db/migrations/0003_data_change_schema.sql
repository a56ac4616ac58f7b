-- The payload names the schema too (schema.table): servers sharing a database in separate schemas
-- only clear their caches for changes to their own data.
CREATE OR REPLACE FUNCTION notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
