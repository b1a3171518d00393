-- Every change to a business tells the app processes whose owner's list changed (decision 015):
-- they keep each owner's business list in memory and drop it on this NOTIFY. A trigger, not the
-- app's writers, so nothing can change businesses behind the caches' back: template downloads,
-- setup, account deletion (cascades), admin scripts and SQL by hand all notify. NOTIFY is sent at
-- commit (never for a rolled-back change); identical payloads in one transaction are sent once.
CREATE FUNCTION "sw_business_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('sw_business_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('sw_business_changed', OLD."owner_id"::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('sw_business_changed', NEW."owner_id"::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "businesses_changed" AFTER INSERT OR UPDATE OR DELETE ON "businesses"
  FOR EACH ROW EXECUTE FUNCTION "sw_business_changed"();--> statement-breakpoint
CREATE TRIGGER "businesses_truncated" AFTER TRUNCATE ON "businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION "sw_business_changed"();
