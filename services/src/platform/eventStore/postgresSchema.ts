/** The schema the PostgreSQL event store keeps its tables and its append function in. */
export const eventStoreSchema = 'event_store';

/**
 * Every append takes this transaction-level advisory lock before it draws positions, and holds it
 * until its commit is visible: positions are therefore visible in the order they were drawn, and a
 * reader that has seen position N can never later meet a committed event below N (a rolled-back
 * append leaves a gap, never a late arrival). See docs/engines.md, "Global positions on PostgreSQL".
 */
export const appendLockKey = 4_404_044_001;
/** Serialises the start-up DDL of several instances opening the same empty database at once. */
export const schemaLockKey = 4_404_044_002;

/** Ids of the store's own errors, raised by the append function. */
export const wrongExpectedRevisionState = 'OMS01';
export const eventInOtherStreamState = 'OMS02';

/**
 * Events keep their JSON as text: read back byte for byte as written (jsonb would reorder keys and
 * cost a parse on each side). `stream_ids` is not needed: the (stream, revision) key answers "last
 * revision" from the index alone.
 */
export const schemaDefinition = `
  CREATE SCHEMA IF NOT EXISTS ${eventStoreSchema};
  CREATE SEQUENCE IF NOT EXISTS ${eventStoreSchema}.positions;
  CREATE TABLE IF NOT EXISTS ${eventStoreSchema}.events (
    position bigint PRIMARY KEY,
    event_id text NOT NULL UNIQUE,
    stream_id text NOT NULL,
    revision integer NOT NULL,
    type text NOT NULL,
    schema_version integer NOT NULL,
    data text NOT NULL,
    metadata text NOT NULL,
    recorded_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (stream_id, revision)
  );
`;

/**
 * One round trip appends a whole group of calls: each call (its streams, in order) runs in a
 * subtransaction of its own (the EXCEPTION block), so a call whose expected revision fails undoes
 * only its own streams and reports the failure as a row; the others commit together. Results
 * come back one row per stream in input order.
 */
export const appendFunction = `
CREATE OR REPLACE FUNCTION ${eventStoreSchema}.append(
  p_calls integer[], p_streams text[], p_expected text[], p_counts integer[],
  p_event_ids text[], p_types text[], p_versions integer[], p_data text[], p_metadata text[]
) RETURNS TABLE (call_index integer, next_revision integer, last_position bigint, written boolean, failure text)
LANGUAGE plpgsql AS $fn$
DECLARE
  stream_count integer := coalesce(array_length(p_streams, 1), 0);
  first_stream integer := 1;
  last_stream integer;
  s integer;
  e integer;
  first_event integer := 1;
  call_first_event integer;
  current_revision integer;
  current_position bigint;
  stream_revision integer;
  inserted_position bigint;
  stream_last_position bigint;
  duplicate_position bigint;
  all_stored boolean;
  stored_stream text;
  stored_position bigint;
  holds boolean;
  call_revisions integer[];
  call_positions bigint[];
  call_written boolean[];
  any_written boolean := false;
  head bigint := 0;
BEGIN
  PERFORM pg_advisory_xact_lock(${appendLockKey});
  WHILE first_stream <= stream_count LOOP
    last_stream := first_stream;
    WHILE last_stream < stream_count AND p_calls[last_stream + 1] = p_calls[first_stream] LOOP
      last_stream := last_stream + 1;
    END LOOP;
    call_first_event := first_event;
    BEGIN
      call_revisions := '{}';
      call_positions := '{}';
      call_written := '{}';
      FOR s IN first_stream .. last_stream LOOP
        SELECT ev.revision, ev.position INTO current_revision, current_position
          FROM ${eventStoreSchema}.events ev WHERE ev.stream_id = p_streams[s] ORDER BY ev.revision DESC LIMIT 1;
        IF NOT FOUND THEN
          current_revision := NULL;
          current_position := NULL;
        END IF;
        holds := p_expected[s] = 'any'
          OR (p_expected[s] = 'no_stream' AND current_revision IS NULL)
          OR (p_expected[s] = 'stream_exists' AND current_revision IS NOT NULL)
          OR (p_expected[s] ~ '^-?[0-9]+$' AND current_revision IS NOT DISTINCT FROM p_expected[s]::integer);
        duplicate_position := 0;
        stream_last_position := 0;
        stream_revision := coalesce(current_revision, -1);
        IF NOT holds THEN
          -- Still a success when it is a retry: every one of its events already stored, in this stream.
          all_stored := p_counts[s] > 0;
          FOR e IN first_event .. first_event + p_counts[s] - 1 LOOP
            SELECT ev.stream_id, ev.position INTO stored_stream, stored_position
              FROM ${eventStoreSchema}.events ev WHERE ev.event_id = p_event_ids[e];
            IF NOT FOUND THEN
              all_stored := false;
            ELSIF stored_stream <> p_streams[s] THEN
              RAISE EXCEPTION USING ERRCODE = '${eventInOtherStreamState}',
                MESSAGE = format('Event %s is already stored in stream %s, not %s', p_event_ids[e], stored_stream, p_streams[s]);
            ELSE
              duplicate_position := greatest(duplicate_position, stored_position);
            END IF;
          END LOOP;
          IF NOT all_stored THEN
            RAISE EXCEPTION USING ERRCODE = '${wrongExpectedRevisionState}',
              MESSAGE = json_build_object('streamId', p_streams[s], 'expected', p_expected[s], 'actual', current_revision)::text;
          END IF;
          call_revisions := call_revisions || stream_revision;
          call_positions := call_positions || duplicate_position;
          call_written := call_written || false;
        ELSE
          FOR e IN first_event .. first_event + p_counts[s] - 1 LOOP
            INSERT INTO ${eventStoreSchema}.events
                (position, event_id, stream_id, revision, type, schema_version, data, metadata)
              VALUES (nextval('${eventStoreSchema}.positions'), p_event_ids[e], p_streams[s], stream_revision + 1,
                p_types[e], p_versions[e], p_data[e], p_metadata[e])
              ON CONFLICT (event_id) DO NOTHING
              RETURNING position INTO inserted_position;
            IF FOUND THEN
              stream_revision := stream_revision + 1;
              stream_last_position := inserted_position;
            ELSE
              SELECT ev.stream_id, ev.position INTO stored_stream, stored_position
                FROM ${eventStoreSchema}.events ev WHERE ev.event_id = p_event_ids[e];
              IF stored_stream <> p_streams[s] THEN
                RAISE EXCEPTION USING ERRCODE = '${eventInOtherStreamState}',
                  MESSAGE = format('Event %s is already stored in stream %s, not %s', p_event_ids[e], stored_stream, p_streams[s]);
              END IF;
              duplicate_position := greatest(duplicate_position, stored_position);
            END IF;
          END LOOP;
          IF stream_last_position > 0 THEN
            call_revisions := call_revisions || stream_revision;
            call_positions := call_positions || stream_last_position;
            call_written := call_written || true;
          ELSE
            call_revisions := call_revisions || coalesce(current_revision, -1);
            call_positions := call_positions
              || CASE WHEN p_counts[s] > 0 THEN duplicate_position ELSE coalesce(current_position, 0) END;
            call_written := call_written || false;
          END IF;
        END IF;
        first_event := first_event + p_counts[s];
      END LOOP;
      FOR s IN first_stream .. last_stream LOOP
        call_index := p_calls[s];
        next_revision := call_revisions[s - first_stream + 1];
        last_position := call_positions[s - first_stream + 1];
        written := call_written[s - first_stream + 1];
        failure := NULL;
        IF written THEN
          any_written := true;
          head := greatest(head, last_position);
        END IF;
        RETURN NEXT;
      END LOOP;
    EXCEPTION WHEN SQLSTATE '${wrongExpectedRevisionState}' OR SQLSTATE '${eventInOtherStreamState}' THEN
      -- The call's own writes are undone with its subtransaction; the call answers with its failure.
      first_event := call_first_event;
      FOR s IN first_stream .. last_stream LOOP
        first_event := first_event + p_counts[s];
      END LOOP;
      call_index := p_calls[first_stream];
      next_revision := NULL;
      last_position := NULL;
      written := false;
      failure := SQLSTATE || ' ' || SQLERRM;
      RETURN NEXT;
    END;
    first_stream := last_stream + 1;
  END LOOP;
  IF any_written THEN
    -- Delivered at commit, after the rows are visible: subscribers wake and read.
    PERFORM pg_notify('${eventStoreSchema}_appended', head::text);
  END IF;
END
$fn$;
`;
