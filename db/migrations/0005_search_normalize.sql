-- Search text of the newsroom: lower case, no accents (unaccent), final sigma as
-- sigma, HTML tags dropped, so Αθήνα, αθηνα and ΑΘΗΝΑ are the same word.
-- Declared IMMUTABLE (with the dictionary named) so it can feed an index.
CREATE OR REPLACE FUNCTION newsroom_search_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT translate(lower(public.unaccent('public.unaccent'::regdictionary, regexp_replace(input, '<[^>]*>', ' ', 'g'))), 'ς', 'σ')
$$;
