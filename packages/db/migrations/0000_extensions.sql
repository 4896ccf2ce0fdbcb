CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary by name), so generated columns and indexes
-- cannot use it directly. Naming the dictionary explicitly makes the wrapper safe to mark
-- IMMUTABLE. Order matters: unaccent first (it maps Đ/đ and precomposed letters), then lower.
CREATE OR REPLACE FUNCTION vn_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT translate(lower(public.unaccent('public.unaccent'::regdictionary, normalize(input, NFC))), 'đĐ', 'dd')
$$;
