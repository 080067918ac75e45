ALTER TABLE "users" ADD COLUMN "reviewing_interests" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Hand-written (decision 0096): the reviewer record's expertise also lists the account's reviewing
-- interests, after the accepted applications' keywords; a change of them refreshes the record.
CREATE OR REPLACE FUNCTION genesis_reviewer_records_refresh(addrs text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
BEGIN
  SELECT coalesce(array_agg(DISTINCT lower(btrim(a))), '{}') INTO keys
    FROM unnest(addrs) AS a WHERE a IS NOT NULL AND btrim(a) <> '';
  IF cardinality(keys) = 0 THEN RETURN; END IF;
  DELETE FROM reviewer_records WHERE email IN (SELECT unnest(keys));
  INSERT INTO reviewer_records (email, name, affiliation, affiliations, expertise, journals, sources,
      open_invitations, declined_invitations, completed_reviews, turnaround_days, last_review_at,
      last_activity_at, search_text, name_key, affiliation_keys, sort_name)
  WITH k AS (SELECT DISTINCT unnest(keys) AS email),
  acct AS (
    SELECT u.email, u.name FROM users u
    WHERE u.email IN (SELECT email FROM k) AND u.role = 'reviewer' AND u.deactivated_at IS NULL
  ),
  app AS (
    SELECT lower(btrim(j.email)) AS email, j.id, genesis_text_trim(j.first_name || ' ' || j.last_name) AS name,
      genesis_text_trim(j.affiliation) AS affiliation, j.journal, j.expertise
    FROM join_applications j
    WHERE j.kind = 'reviewer' AND j.status = 'accepted' AND lower(btrim(j.email)) IN (SELECT email FROM k)
  ),
  inv AS (
    SELECT lower(i.reviewer_email) AS email, max(i.reviewer_id) AS reviewer_id,
      (count(*) FILTER (WHERE i.status IN ('pending', 'accepted')))::int AS open,
      (count(*) FILTER (WHERE i.status = 'declined'))::int AS declined,
      max(greatest(i.created_at, i.responded_at)) AS last_activity
    FROM invitations i WHERE lower(i.reviewer_email) IN (SELECT email FROM k) GROUP BY 1
  ),
  rev AS (
    SELECT lower(i.reviewer_email) AS email, count(*)::int AS completed,
      (avg(extract(epoch FROM (r.submitted_at - i.created_at))) / 86400)::float8 AS turnaround,
      max(r.submitted_at) AS last_review
    FROM invitations i JOIN reviews r ON r.invitation_id = i.id
    WHERE lower(i.reviewer_email) IN (SELECT email FROM k) GROUP BY 1
  ),
  board AS (
    SELECT u.email, b.id, genesis_text_trim(b.affiliation) AS affiliation, jn.slug
    FROM journal_board_members b JOIN users u ON u.id = b.user_id JOIN journals jn ON jn.id = b.journal_id
    WHERE u.email IN (SELECT email FROM k)
  ),
  -- Each list grouped by address once (hash joins below), not a subquery per address: a bulk
  -- statement (the backfill, a seed) touches thousands of addresses.
  app_one AS (
    SELECT email, (array_agg(name ORDER BY id))[1] AS name,
      (array_agg(affiliation ORDER BY id) FILTER (WHERE affiliation <> ''))[1] AS affiliation
    FROM app GROUP BY email
  ),
  board_one AS (
    SELECT email, (array_agg(affiliation ORDER BY id) FILTER (WHERE affiliation <> ''))[1] AS affiliation
    FROM board GROUP BY email
  ),
  aff AS (
    SELECT email, array_agg(x ORDER BY src, id) AS affiliations FROM (
      SELECT email, affiliation AS x, 0 AS src, id FROM app UNION ALL SELECT email, affiliation, 1, id FROM board) s
    WHERE x <> '' GROUP BY email
  ),
  -- Accepted applications' keywords first, then the account's reviewing interests (decision 0096).
  kw AS (
    SELECT email, array_agg(kw ORDER BY src, id, ord) AS expertise FROM (
      SELECT DISTINCT ON (email, lower(kw)) email, kw, src, id, ord FROM (
        SELECT a.email, e.kw, 0 AS src, a.id, e.ord
        FROM app a, LATERAL (SELECT genesis_text_trim(p.part) AS kw, p.ord
                             FROM regexp_split_to_table(a.expertise, '[,;\n]+') WITH ORDINALITY AS p(part, ord)) e
        UNION ALL
        SELECT u.email, genesis_text_trim(i.kw), 1, u.id, i.ord
        FROM users u, unnest(u.reviewing_interests) WITH ORDINALITY AS i(kw, ord)
        WHERE u.email IN (SELECT email FROM k)) s0
      WHERE kw <> '' ORDER BY email, lower(kw), src, id, ord) s
    GROUP BY email
  ),
  jr AS (
    SELECT email, array_agg(j ORDER BY src, id) AS journals FROM (
      SELECT DISTINCT ON (email, j) email, j, src, id FROM (
        SELECT a.email, a.journal AS j, 0 AS src, a.id FROM app a WHERE a.journal <> ''
        UNION ALL SELECT b.email, b.slug, 1, b.id FROM board b) s0
      ORDER BY email, j, src, id) s
    GROUP BY email
  ),
  rec AS (
    SELECT k.email,
      coalesce(acct.name, app_one.name, (SELECT u.name FROM users u WHERE u.id = inv.reviewer_id)) AS name,
      coalesce(app_one.affiliation, board_one.affiliation) AS affiliation,
      coalesce(aff.affiliations, '{}') AS affiliations,
      coalesce(kw.expertise, '{}') AS expertise,
      coalesce(jr.journals, '{}') AS journals,
      array_remove(ARRAY[
        CASE WHEN acct.email IS NOT NULL THEN 'account' END,
        CASE WHEN app_one.email IS NOT NULL THEN 'application' END,
        CASE WHEN inv.email IS NOT NULL THEN 'invitee' END], NULL) AS sources,
      coalesce(inv.open, 0) AS open, coalesce(inv.declined, 0) AS declined,
      coalesce(rev.completed, 0) AS completed, rev.turnaround, rev.last_review,
      greatest(inv.last_activity, rev.last_review) AS last_activity
    FROM k
    LEFT JOIN acct ON acct.email = k.email
    LEFT JOIN app_one ON app_one.email = k.email
    LEFT JOIN board_one ON board_one.email = k.email
    LEFT JOIN aff ON aff.email = k.email
    LEFT JOIN kw ON kw.email = k.email
    LEFT JOIN jr ON jr.email = k.email
    LEFT JOIN inv ON inv.email = k.email
    LEFT JOIN rev ON rev.email = k.email
  )
  SELECT email, name, affiliation, affiliations, expertise, journals, sources, open, declined, completed,
    turnaround, last_review, last_activity,
    array_to_string(ARRAY[genesis_text_normalise(name), genesis_text_normalise(email), genesis_text_normalise(affiliation)]
      || ARRAY(SELECT genesis_text_normalise(x) FROM unnest(expertise) AS x), E'\n'),
    genesis_text_normalise(name),
    ARRAY(SELECT genesis_text_normalise(x) FROM unnest(affiliations) AS x),
    lower(coalesce(name, email))
  FROM rec WHERE cardinality(sources) > 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION genesis_reviewer_records_from_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM genesis_reviewer_records_refresh(ARRAY(SELECT email FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM genesis_reviewer_records_refresh(ARRAY(
      SELECT n.email FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.name, n.email, n.role, n.deactivated_at, n.reviewing_interests)
          IS DISTINCT FROM (o.name, o.email, o.role, o.deactivated_at, o.reviewing_interests)
      UNION SELECT o.email FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.email IS DISTINCT FROM o.email
      UNION SELECT i.reviewer_email FROM invitations i WHERE i.reviewer_id IN (
        SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name)));
  ELSE
    PERFORM genesis_reviewer_records_refresh(ARRAY(SELECT email FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
