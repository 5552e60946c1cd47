CREATE FUNCTION "notify_token_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD."token_version" IS DISTINCT FROM NEW."token_version" THEN
    PERFORM pg_notify('sfp_token_versions', OLD."id"::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_token_version_notify" AFTER UPDATE OF "token_version" OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_token_version"();
