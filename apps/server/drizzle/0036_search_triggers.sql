-- Issue 31: the search documents of catalog_item_search, kept by triggers in the same transaction as any change to
-- an item, its wine lists, their wines or the wines' profiles (docs/decisions/0031-search-and-filters.md).
-- Words are unaccented and parsed by the 'simple' configuration (no stemming: names of wines, places and grapes are
-- in every language); each distinct word is kept in search_words for the typo matching.
CREATE OR REPLACE FUNCTION catalog_item_search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_item_search WHERE item_id = ANY(ids);
  WITH wine_rows AS (
    SELECT link.item_id, w.name, w.producer, w.region, w.sub_region, w.country, p.designation, p.colour, p.grape_or_blend
    FROM catalog_item_wine_lists link
    JOIN wine_lists list ON list.id = link.wine_list_id AND list.status = 'Published'
    JOIN wines w ON w.wine_list_id = link.wine_list_id
    LEFT JOIN wine_profiles p ON p.wine_id = w.id
    WHERE link.item_id = ANY(ids)
  ), grape_rows AS (
    SELECT DISTINCT wr.item_id, trim(g) AS grape
    FROM wine_rows wr, unnest(string_to_array(coalesce(wr.grape_or_blend, ''), '|')) AS g
    WHERE trim(g) <> ''
  ), grape_keys AS (
    -- A grape as entered, with the reference's name and synonyms ('Syrah' reads as 'Syrah (Shiraz) Shiraz Sérine').
    SELECT gr.item_id, gr.grape,
      lower(unaccent(concat_ws(' ', gr.grape, ref.name, array_to_string(ref.synonyms, ' ')))) AS keys,
      array_remove(ARRAY[lower(unaccent(gr.grape)), lower(unaccent(ref.name)), lower(unaccent(trim(split_part(ref.name, ' (', 1))))]
        || coalesce((SELECT array_agg(lower(unaccent(s))) FROM unnest(ref.synonyms) s), '{}'), NULL) AS names
    FROM grape_rows gr
    LEFT JOIN LATERAL (
      SELECT r.name, r.synonyms FROM wine_grapes r
      WHERE lower(r.name) = lower(gr.grape) OR lower(r.name) LIKE lower(gr.grape) || ' (%'
        OR lower(gr.grape) = ANY (SELECT lower(s) FROM unnest(r.synonyms) s)
      ORDER BY r.position LIMIT 1
    ) ref ON true
  ), fresh AS (
    INSERT INTO catalog_item_search (item_id, document, labels, label_keys, grapes, appellations, regions, colours)
    SELECT i.id,
      setweight(to_tsvector('simple', unaccent(coalesce(i.title, ''))), 'A')
        || setweight(to_tsvector('simple', unaccent(concat_ws(' ', i.hash_tags, wines.text_b, grapes.text_b))), 'B')
        || setweight(to_tsvector('simple', unaccent(concat_ws(' ', i.host, i.location_city, i.location_country, country.name, wines.text_c))), 'C')
        || setweight(to_tsvector('simple', unaccent(concat_ws(' ', i.summary, i.description))), 'D'),
      coalesce(labels.labels, '{}'), coalesce(labels.keys, '{}'),
      coalesce(grapes.names, '{}'), coalesce(wines.appellations, '{}'), coalesce(wines.regions, '{}'), coalesce(wines.colours, '{}')
    FROM catalog_items i
    LEFT JOIN wine_countries country ON country.code = i.location_country
    LEFT JOIN LATERAL (
      SELECT string_agg(concat_ws(' ', wr.name, wr.producer, wr.sub_region, wr.designation, wr.colour), ' ') AS text_b,
        string_agg(concat_ws(' ', wr.region, wr.country), ' ') AS text_c,
        array_remove(array_agg(DISTINCT lower(unaccent(wr.designation))) || array_agg(DISTINCT lower(unaccent(wr.sub_region))), NULL) AS appellations,
        array_remove(array_agg(DISTINCT lower(unaccent(wr.region))), NULL) AS regions,
        array_remove(array_agg(DISTINCT lower(unaccent(wr.colour))), NULL) AS colours
      FROM wine_rows wr WHERE wr.item_id = i.id
    ) wines ON true
    LEFT JOIN LATERAL (
      SELECT string_agg(gk.keys, ' ') AS text_b, array_agg(DISTINCT n) AS names
      FROM grape_keys gk, unnest(gk.names) n WHERE gk.item_id = i.id
    ) grapes ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(label ORDER BY rank, label) AS labels, array_agg(key ORDER BY rank, label) AS keys
      FROM (
        SELECT DISTINCT ON (label) label, key, rank FROM (
          SELECT wr.name AS label, lower(unaccent(wr.name)) AS key, 1 AS rank FROM wine_rows wr WHERE wr.item_id = i.id
          UNION ALL SELECT gk.grape, gk.keys, 2 FROM grape_keys gk WHERE gk.item_id = i.id
          UNION ALL SELECT wr.sub_region, lower(unaccent(wr.sub_region)), 3 FROM wine_rows wr WHERE wr.item_id = i.id
          UNION ALL SELECT wr.designation, lower(unaccent(wr.designation)), 3 FROM wine_rows wr WHERE wr.item_id = i.id
          UNION ALL SELECT wr.region, lower(unaccent(wr.region)), 4 FROM wine_rows wr WHERE wr.item_id = i.id
          UNION ALL SELECT wr.producer, lower(unaccent(wr.producer)), 5 FROM wine_rows wr WHERE wr.item_id = i.id
          UNION ALL SELECT i.host, lower(unaccent(i.host)), 6
          UNION ALL SELECT i.location_city, lower(unaccent(i.location_city)), 6
        ) every_label
        WHERE label IS NOT NULL AND trim(label) <> ''
        ORDER BY label, rank
      ) one_each
    ) labels ON true
    WHERE i.id = ANY(ids) AND i.parent_id IS NULL
    RETURNING document
  )
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM fresh, unnest(tsvector_to_array(fresh.document)) AS word
  WHERE length(word) >= 3
  ON CONFLICT DO NOTHING;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_item_search_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_item_search_refresh(ARRAY(SELECT id FROM inserted_items WHERE parent_id IS NULL));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_item_search_on_insert AFTER INSERT ON catalog_items
  REFERENCING NEW TABLE AS inserted_items FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_search_items_inserted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_item_search_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_item_search_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_item_search_on_update AFTER UPDATE OF title, description, summary, hash_tags, host, location_city, location_country, parent_id
  ON catalog_items FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.summary IS DISTINCT FROM NEW.summary OR OLD.hash_tags IS DISTINCT FROM NEW.hash_tags
    OR OLD.host IS DISTINCT FROM NEW.host OR OLD.location_city IS DISTINCT FROM NEW.location_city
    OR OLD.location_country IS DISTINCT FROM NEW.location_country OR OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION catalog_item_search_item_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_item_search_link_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM catalog_item_search_refresh(ARRAY[OLD.item_id]);
  ELSE
    PERFORM catalog_item_search_refresh(ARRAY[NEW.item_id]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_item_search_on_link AFTER INSERT OR DELETE ON catalog_item_wine_lists
  FOR EACH ROW EXECUTE FUNCTION catalog_item_search_link_changed();
--> statement-breakpoint
-- A wine list's wines, a wine's profile or the list's status changed: every item pouring the list reads again.
CREATE OR REPLACE FUNCTION catalog_item_search_list_changed(list_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_item_search_refresh(ARRAY(SELECT item_id FROM catalog_item_wine_lists WHERE wine_list_id = list_id));
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_item_search_wine_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM catalog_item_search_list_changed(OLD.wine_list_id);
  ELSE
    PERFORM catalog_item_search_list_changed(NEW.wine_list_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_item_search_on_wine AFTER INSERT OR UPDATE OR DELETE ON wines
  FOR EACH ROW EXECUTE FUNCTION catalog_item_search_wine_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_item_search_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_item_search_list_changed((SELECT wine_list_id FROM wines WHERE id = NEW.wine_id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_item_search_on_profile AFTER INSERT OR UPDATE OF designation, colour, grape_or_blend ON wine_profiles
  FOR EACH ROW EXECUTE FUNCTION catalog_item_search_profile_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_item_search_wine_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_item_search_list_changed(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_item_search_on_wine_list AFTER UPDATE OF status ON wine_lists
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION catalog_item_search_wine_list_changed();
--> statement-breakpoint
-- Every item there is now.
SELECT catalog_item_search_refresh(ARRAY(SELECT id FROM catalog_items WHERE parent_id IS NULL));
