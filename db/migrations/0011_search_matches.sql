-- The ids of articles whose words begin with every searched word, always read from
-- the word index (articles_search_vector_idx): the setting holds inside this function
-- only, so a search needs no transaction of its own and the planner never walks every
-- article for a short or common word.
CREATE OR REPLACE FUNCTION newsroom_search_matches(query tsquery) RETURNS SETOF integer
LANGUAGE sql STABLE PARALLEL SAFE ROWS 100
SET enable_seqscan = off
AS $$
  SELECT id FROM articles WHERE search_vector @@ query
$$;
