-- Search that knows Greek and English word forms and Greeklish (ADR 008).
--
-- The Latin skeleton of one folded Greek word (newsroom_search_normalize: lower case,
-- no accents, σ for ς), as Greeks type it in Latin letters, with the letters they
-- spell alike made one: η, ι, υ, ει, οι → i; ω, ο → o; αι → e; ου → u; β, φ, αυ/ευ's
-- υ → v; μπ → b; ντ, δ → d; γγ, γκ → g; θ → th; χ → h; ξ → ks; ψ → ps; and a
-- doubled letter once. Greeklish queries are mapped to the same skeleton by
-- app/utils/greeklish.ts; a test holds the two to the same answers.
CREATE OR REPLACE FUNCTION newsroom_greeklish_letters(folded text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT translate(
    replace(replace(replace(replace(
      regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
        folded,
        'ου', 'u', 'g'),
        '([αεη])υ', '\1β', 'g'),
        'αι', 'ε', 'g'),
        '[εου]ι', 'ι', 'g'),
        'μπ', 'b', 'g'),
        'ντ', 'δ', 'g'),
        'γ[γκ]', 'γ', 'g'),
      'θ', 'th'), 'χ', 'h'), 'ξ', 'ks'), 'ψ', 'ps'),
    'αβγδεζηικλμνοπρστυφω',
    'avgdeziiklmnoprstivo')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION newsroom_greeklish_word(word text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT regexp_replace(newsroom_greeklish_letters(word), '(.)\1+', '\1', 'g')
$$;
--> statement-breakpoint
-- The skeletons of the Greek words of folded text, as the word index holds them: in
-- capitals, so they never meet a folded word (all lower case), and a Latin word the
-- articles hold is told from a Greeklish one. The Greek words alone, spaced, are
-- mapped in one pass (every rule joins letters of one word only); doubled letters go
-- word by word, once per distinct word (a back reference over a whole text is slow).
CREATE OR REPLACE FUNCTION newsroom_greeklish(folded text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(array_agg(DISTINCT upper(regexp_replace(letters, '(.)\1+', '\1', 'g'))), '{}')
  FROM (
    SELECT DISTINCT letters
    FROM regexp_split_to_table(newsroom_greeklish_letters(regexp_replace(folded, '[^α-ω]+', ' ', 'g')), ' ') AS letters
  ) AS words
  WHERE letters <> ''
$$;
--> statement-breakpoint
-- What the word index holds for a text: every folded word as typed (so a typed word
-- still finds the words it begins), their Greek and English stems (κυβερνήσεις and
-- κυβέρνηση share κυβερνησ, elections and Election share elect) and the Greeklish
-- skeletons of the Greek words.
CREATE OR REPLACE FUNCTION newsroom_search_vector(input text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT to_tsvector('simple'::regconfig, folded)
      || to_tsvector('greek'::regconfig, folded)
      || to_tsvector('english'::regconfig, folded)
      || array_to_tsvector(newsroom_greeklish(folded))
  FROM (SELECT newsroom_search_normalize(input) AS folded) AS text
$$;
--> statement-breakpoint
-- One searched word (already folded) as typed: it begins an indexed word, or one of
-- its Greek or English stems is a whole indexed word.
CREATE OR REPLACE FUNCTION newsroom_search_typed_word(word text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT string_agg(form, ' | ')::tsquery FROM (
    SELECT quote_literal(word) || ':*' AS form
    UNION
    SELECT quote_literal(stem)
    FROM unnest(tsvector_to_array(to_tsvector('greek'::regconfig, word) || to_tsvector('english'::regconfig, word))) AS stem
  ) AS forms
$$;
--> statement-breakpoint
-- What one searched word asks of the index: the word as typed; and when, typed in Latin
-- letters, it finds no article so, its Greeklish readings (`greeklish`: skeleton
-- prefixes from app/utils/greeklish.ts, in capitals) beginning a Greek word's skeleton. English
-- words the articles hold are thus never read as Greek (summer is not σήμερα). Read
-- from the word index only, as newsroom_search_matches.
CREATE OR REPLACE FUNCTION newsroom_search_word_query(word text, greeklish text[]) RETURNS tsquery
LANGUAGE sql STABLE PARALLEL SAFE STRICT
SET enable_seqscan = off
AS $$
  SELECT CASE
    WHEN cardinality(greeklish) = 0 OR EXISTS (SELECT 1 FROM articles WHERE search_vector @@ typed) THEN typed
    ELSE typed || (SELECT string_agg(quote_literal(prefix) || ':*', ' | ') FROM unnest(greeklish) AS prefix)::tsquery
  END
  FROM (SELECT newsroom_search_typed_word(word) AS typed) AS query
$$;
--> statement-breakpoint
-- The reader search's matches with what its filters and orders read, in one pass over
-- the word index and the rows it names (no second visit per match): whether the titles
-- match too (title matches rank first; from the titles' own index, as testing a
-- tsvector row by row costs more than the whole search), and the columns of
-- visibility, category and each sort.
CREATE OR REPLACE FUNCTION newsroom_search_found(query tsquery)
RETURNS TABLE (id integer, in_title boolean, status text, published_at timestamptz, category_id integer,
  view_count integer, title text, title_gr text)
LANGUAGE sql STABLE PARALLEL SAFE ROWS 100
SET enable_seqscan = off
AS $$
  SELECT found.id, found.id IN (SELECT titled.id FROM articles AS titled WHERE titled.search_title @@ query),
    found.status, found.published_at, found.category_id, found.view_count, found.title, found.title_gr
  FROM articles AS found WHERE found.search_vector @@ query
$$;
--> statement-breakpoint
-- The word index of an article: its titles' words and its other texts' words, each
-- kept in its own column and made again only when those texts change, and the two
-- together (what search matches). Generated columns would be computed again on every
-- update, a view count or a new title included: 15 ms of Greek, English and Greeklish
-- word forms over the whole article each time.
ALTER TABLE "articles" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "search_title";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_title" "tsvector";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_body" "tsvector";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
UPDATE "articles" SET
  search_title = newsroom_search_vector(coalesce(title, '') || ' ' || coalesce(title_gr, '')),
  search_body = newsroom_search_vector(concat_ws(' ', subtitle, subtitle_gr, excerpt, excerpt_gr, content, content_gr));--> statement-breakpoint
UPDATE "articles" SET search_vector = search_title || search_body;--> statement-breakpoint
CREATE OR REPLACE FUNCTION newsroom_articles_search_columns() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (NEW.title, NEW.title_gr) IS DISTINCT FROM (OLD.title, OLD.title_gr) THEN
    NEW.search_title := newsroom_search_vector(coalesce(NEW.title, '') || ' ' || coalesce(NEW.title_gr, ''));
  ELSE
    NEW.search_title := OLD.search_title;
  END IF;
  IF TG_OP = 'INSERT'
    OR (NEW.subtitle, NEW.subtitle_gr, NEW.excerpt, NEW.excerpt_gr, NEW.content, NEW.content_gr)
      IS DISTINCT FROM (OLD.subtitle, OLD.subtitle_gr, OLD.excerpt, OLD.excerpt_gr, OLD.content, OLD.content_gr) THEN
    NEW.search_body := newsroom_search_vector(
      concat_ws(' ', NEW.subtitle, NEW.subtitle_gr, NEW.excerpt, NEW.excerpt_gr, NEW.content, NEW.content_gr));
  ELSE
    NEW.search_body := OLD.search_body;
  END IF;
  NEW.search_vector := NEW.search_title || NEW.search_body;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER articles_search_columns BEFORE INSERT OR UPDATE ON articles
FOR EACH ROW EXECUTE FUNCTION newsroom_articles_search_columns();--> statement-breakpoint
CREATE INDEX "articles_search_vector_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "articles_search_title_idx" ON "articles" USING gin ("search_title");--> statement-breakpoint
-- The words of every article ever saved, as written (lower case, accents kept) and
-- folded, with the Greeklish skeleton of a Greek one, for "Did you mean …" (trigram similarity).
-- Derived data, kept by the trigger below: it lives outside the public schema, so
-- backups carry only the articles and a restore fills it again. A word an article no
-- longer holds stays; a suggestion is offered only when it finds published articles.
CREATE SCHEMA IF NOT EXISTS newsroom_search;--> statement-breakpoint
CREATE TABLE newsroom_search.words (
  word text PRIMARY KEY,
  shown text NOT NULL UNIQUE,
  skeleton text NOT NULL
);--> statement-breakpoint
CREATE INDEX words_word_trgm ON newsroom_search.words USING gin (word public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX words_skeleton_trgm ON newsroom_search.words USING gin (skeleton public.gin_trgm_ops);--> statement-breakpoint
-- Only forms not yet known are folded: after the first articles almost every word is.
CREATE OR REPLACE FUNCTION newsroom_search.remember_words(texts text[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO newsroom_search.words (word, shown, skeleton)
  SELECT DISTINCT ON (word) word, shown, CASE WHEN word ~ '[α-ω]' THEN newsroom_greeklish_word(word) ELSE '' END
  FROM (
    SELECT newsroom_search_normalize(token.shown) AS word, token.shown
    FROM (
      SELECT DISTINCT shown
      FROM unnest(texts) AS input,
        unnest(tsvector_to_array(to_tsvector('simple'::regconfig, lower(regexp_replace(input, '<[^>]*>', ' ', 'g'))))) AS shown
    ) AS token
    WHERE NOT EXISTS (SELECT 1 FROM newsroom_search.words AS known WHERE known.shown = token.shown)
  ) AS words
  WHERE word ~ '^[a-zα-ω]{4,40}$'
  ORDER BY word, shown = word
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
-- New articles, once per statement (a bulk load, a restore or the seed shares the
-- words of its rows); changed texts, per row.
CREATE OR REPLACE FUNCTION newsroom_search.remember_new_articles_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM newsroom_search.remember_words(array_agg(concat_ws(' ', title, title_gr, subtitle, subtitle_gr,
    excerpt, excerpt_gr, content, content_gr))) FROM new_articles;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- only the texts a save changed: a new title does not read the whole article again
CREATE OR REPLACE FUNCTION newsroom_search.remember_article_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM newsroom_search.remember_words(ARRAY[concat_ws(' ',
    CASE WHEN NEW.title IS DISTINCT FROM OLD.title THEN NEW.title END,
    CASE WHEN NEW.title_gr IS DISTINCT FROM OLD.title_gr THEN NEW.title_gr END,
    CASE WHEN NEW.subtitle IS DISTINCT FROM OLD.subtitle THEN NEW.subtitle END,
    CASE WHEN NEW.subtitle_gr IS DISTINCT FROM OLD.subtitle_gr THEN NEW.subtitle_gr END,
    CASE WHEN NEW.excerpt IS DISTINCT FROM OLD.excerpt THEN NEW.excerpt END,
    CASE WHEN NEW.excerpt_gr IS DISTINCT FROM OLD.excerpt_gr THEN NEW.excerpt_gr END,
    CASE WHEN NEW.content IS DISTINCT FROM OLD.content THEN NEW.content END,
    CASE WHEN NEW.content_gr IS DISTINCT FROM OLD.content_gr THEN NEW.content_gr END)]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER articles_remember_new_search_words AFTER INSERT ON articles
REFERENCING NEW TABLE AS new_articles
FOR EACH STATEMENT EXECUTE FUNCTION newsroom_search.remember_new_articles_words();--> statement-breakpoint
CREATE TRIGGER articles_remember_search_words
AFTER UPDATE OF title, title_gr, subtitle, subtitle_gr, excerpt, excerpt_gr, content, content_gr ON articles
FOR EACH ROW WHEN (
  (OLD.title, OLD.title_gr, OLD.subtitle, OLD.subtitle_gr, OLD.excerpt, OLD.excerpt_gr, OLD.content, OLD.content_gr)
  IS DISTINCT FROM
  (NEW.title, NEW.title_gr, NEW.subtitle, NEW.subtitle_gr, NEW.excerpt, NEW.excerpt_gr, NEW.content, NEW.content_gr)
) EXECUTE FUNCTION newsroom_search.remember_article_words();--> statement-breakpoint
SELECT newsroom_search.remember_words(array_agg(concat_ws(' ', title, title_gr, subtitle, subtitle_gr, excerpt,
  excerpt_gr, content, content_gr)))
FROM articles;
