CREATE TABLE "submission_milestones" (
	"submission_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "submission_milestones_submission_id_kind_pk" PRIMARY KEY("submission_id","kind"),
	CONSTRAINT "submission_milestones_kind_check" CHECK ("submission_milestones"."kind" in ('first_decision', 'sent_to_review', 'desk_rejected', 'accepted', 'rejected', 'withdrawn', 'published'))
);
--> statement-breakpoint
ALTER TABLE "submission_milestones" ADD CONSTRAINT "submission_milestones_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_milestones_at_idx" ON "submission_milestones" USING btree ("at","kind","submission_id");--> statement-breakpoint
-- Hand-written (decision 0086, amendment "Milestones kept as they happen"): the milestones are
-- derived from the history by the database itself. The submissions whose events a statement
-- inserted, updated or deleted get their rows derived again from all their milestone events.
CREATE FUNCTION submission_milestones_derive(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM submission_milestones WHERE submission_id = ANY (ids);
  INSERT INTO submission_milestones (submission_id, kind, at)
  SELECT e.submission_id, k.kind, min(e.created_at)
  FROM submission_events e
  CROSS JOIN LATERAL (VALUES
    (CASE WHEN e.action IN ('desk_reject', 'decide_minor', 'decide_major', 'decide_accept', 'decide_reject')
      THEN 'first_decision' END),
    (CASE e.action
      WHEN 'desk_send_to_review' THEN 'sent_to_review'
      WHEN 'desk_reject' THEN 'desk_rejected'
      WHEN 'decide_accept' THEN 'accepted'
      WHEN 'decide_reject' THEN 'rejected'
      WHEN 'withdraw' THEN 'withdrawn'
      WHEN 'withdraw_from_review' THEN 'withdrawn'
      WHEN 'publish' THEN 'published' END)
  ) AS k(kind)
  WHERE e.submission_id = ANY (ids) AND k.kind IS NOT NULL
    AND e.action IN ('desk_reject', 'decide_minor', 'decide_major', 'decide_accept', 'decide_reject',
      'desk_send_to_review', 'withdraw', 'withdraw_from_review', 'publish')
    AND EXISTS (SELECT 1 FROM submissions s WHERE s.id = e.submission_id)
  GROUP BY e.submission_id, k.kind;
END $$;
--> statement-breakpoint
CREATE FUNCTION submission_milestones_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM submission_milestones_derive(ARRAY(SELECT DISTINCT submission_id FROM new_rows WHERE action IN
    ('desk_reject', 'decide_minor', 'decide_major', 'decide_accept', 'decide_reject',
     'desk_send_to_review', 'withdraw', 'withdraw_from_review', 'publish')));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION submission_milestones_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM submission_milestones_derive(ARRAY(SELECT submission_id FROM new_rows UNION SELECT submission_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION submission_milestones_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM submission_milestones_derive(ARRAY(SELECT DISTINCT submission_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER submission_events_milestones_insert AFTER INSERT ON submission_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_milestones_after_insert();
--> statement-breakpoint
CREATE TRIGGER submission_events_milestones_update AFTER UPDATE ON submission_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_milestones_after_update();
--> statement-breakpoint
CREATE TRIGGER submission_events_milestones_delete AFTER DELETE ON submission_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_milestones_after_delete();
--> statement-breakpoint
-- The history already recorded.
SELECT submission_milestones_derive(ARRAY(SELECT DISTINCT submission_id FROM submission_events WHERE action IN
  ('desk_reject', 'decide_minor', 'decide_major', 'decide_accept', 'decide_reject',
   'desk_send_to_review', 'withdraw', 'withdraw_from_review', 'publish')));
