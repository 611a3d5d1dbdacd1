-- FerretDB 1.x pushes a filter's equalities down as `_jsonb->$1 @> $2`: the field name is a
-- parameter and the operator is containment, so the btree indexes FerretDB creates are never used
-- and every look-up, by _id included, scans its collection. Two settings let PostgreSQL use an
-- index for them: plans made for each query's own values (so `_jsonb->$1` becomes
-- `_jsonb->'venueId'`), and a GIN index for `@>` beside every field FerretDB indexes, created by
-- the event trigger below whenever FerretDB creates an index (docs/engines.md).
\connect ferretdb

ALTER DATABASE ferretdb SET plan_cache_mode = force_custom_plan;

CREATE OR REPLACE FUNCTION public.oms_ferretdb_lookup_indexes() RETURNS event_trigger
LANGUAGE plpgsql AS $$
DECLARE
  created record;
  indexed record;
BEGIN
  FOR created IN SELECT objid FROM pg_event_trigger_ddl_commands() WHERE command_tag = 'CREATE INDEX' LOOP
    FOR indexed IN
      SELECT DISTINCT i.indrelid::regclass AS collection_table, match[1] AS field
      FROM pg_index i
      JOIN pg_class index_class ON index_class.oid = i.indexrelid
      JOIN pg_am access_method ON access_method.oid = index_class.relam
      CROSS JOIN LATERAL regexp_matches(pg_get_indexdef(i.indexrelid), '_jsonb -> ''([^'']+)''::text', 'g') AS match
      WHERE i.indexrelid = created.objid AND access_method.amname = 'btree'
    LOOP
      EXECUTE format(
        'CREATE INDEX IF NOT EXISTS %I ON %s USING gin ((_jsonb -> %L) jsonb_path_ops)',
        'lookup_' || md5(indexed.collection_table::text || '.' || indexed.field),
        indexed.collection_table,
        indexed.field
      );
    END LOOP;
  END LOOP;
END
$$;

DROP EVENT TRIGGER IF EXISTS oms_ferretdb_lookup_indexes;
CREATE EVENT TRIGGER oms_ferretdb_lookup_indexes ON ddl_command_end
  WHEN TAG IN ('CREATE INDEX')
  EXECUTE FUNCTION public.oms_ferretdb_lookup_indexes();
