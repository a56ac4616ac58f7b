-- Every write to what the public reads tells listeners (the response cache of every server process).
-- Statement-level, so a bulk write sends one notification; PostgreSQL delivers it at commit.
CREATE OR REPLACE FUNCTION notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER deals_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON deals FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER categories_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER essentials_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON essentials FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
