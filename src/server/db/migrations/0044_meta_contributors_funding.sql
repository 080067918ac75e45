ALTER TABLE "submissions" ADD COLUMN "contributors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "funding" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "data_availability" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "conflict_of_interest" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "ethics_statement" text;--> statement-breakpoint
-- Decision 0089 (hand-written): nothing lost. An article contributor's affiliations were
-- one-line strings; each becomes { name, rorId: null, department: null, city: null,
-- country: null }, in the same order. Rows already in the new form are left as they are.
UPDATE "articles" SET "contributors" = (
  SELECT coalesce(jsonb_agg(
    CASE WHEN jsonb_typeof(c->'affiliations') = 'array' THEN jsonb_set(c, '{affiliations}', (
      SELECT coalesce(jsonb_agg(
        CASE WHEN jsonb_typeof(a) = 'string'
          THEN jsonb_build_object('name', a, 'rorId', NULL, 'department', NULL, 'city', NULL, 'country', NULL)
          ELSE a END ORDER BY ao), '[]'::jsonb)
      FROM jsonb_array_elements(c->'affiliations') WITH ORDINALITY AS x(a, ao)))
    ELSE c END ORDER BY co), '[]'::jsonb)
  FROM jsonb_array_elements("contributors") WITH ORDINALITY AS y(c, co))
WHERE jsonb_typeof("contributors") = 'array' AND EXISTS (
  SELECT 1 FROM jsonb_array_elements("contributors") AS c, jsonb_array_elements(
    CASE WHEN jsonb_typeof(c->'affiliations') = 'array' THEN c->'affiliations' ELSE '[]'::jsonb END) AS a
  WHERE jsonb_typeof(a) = 'string');
--> statement-breakpoint
-- Saved production metadata: authors' affiliations the same way, with no roles, no equal
-- contribution and no address; each { funder, awardId } becomes a funder with that one award
-- (none when awardId was null); no ethics statement.
UPDATE "production_metadata" SET "metadata" = jsonb_set(jsonb_set(
  "metadata" || jsonb_build_object('ethics', coalesce("metadata"->'ethics', 'null'::jsonb)),
  '{authors}', (
    SELECT coalesce(jsonb_agg(
      jsonb_build_object('roles', '[]'::jsonb, 'equalContribution', false, 'email', NULL) || c || jsonb_build_object(
        'affiliations', (
          SELECT coalesce(jsonb_agg(
            CASE WHEN jsonb_typeof(a) = 'string'
              THEN jsonb_build_object('name', a, 'rorId', NULL, 'department', NULL, 'city', NULL, 'country', NULL)
              ELSE a END ORDER BY ao), '[]'::jsonb)
          FROM jsonb_array_elements(coalesce(c->'affiliations', '[]'::jsonb)) WITH ORDINALITY AS x(a, ao)))
      ORDER BY co), '[]'::jsonb)
    FROM jsonb_array_elements(coalesce("metadata"->'authors', '[]'::jsonb)) WITH ORDINALITY AS y(c, co))),
  '{funding}', (
    SELECT coalesce(jsonb_agg(
      CASE WHEN f ? 'funder' THEN jsonb_build_object(
        'name', f->'funder', 'rorId', NULL, 'funderRegistryId', NULL,
        'awards', CASE WHEN jsonb_typeof(f->'awardId') = 'string'
          THEN jsonb_build_array(jsonb_build_object('number', f->'awardId', 'title', NULL))
          ELSE '[]'::jsonb END)
      ELSE f END ORDER BY fo), '[]'::jsonb)
    FROM jsonb_array_elements(coalesce("metadata"->'funding', '[]'::jsonb)) WITH ORDINALITY AS z(f, fo)));
