CREATE TABLE "submission_timeline" (
	"submission_id" integer PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"status" text NOT NULL,
	"handling_editor_id" integer,
	"associate_editor_id" integer,
	"submitted_at" timestamp with time zone NOT NULL,
	"first_decision_at" timestamp with time zone,
	"sent_to_review_at" timestamp with time zone,
	"desk_rejected_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"last_at" timestamp with time zone NOT NULL,
	"revision_due" date,
	"review_deadline" date,
	"reviewing" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitation_timeline" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "submission_timeline" ADD CONSTRAINT "submission_timeline_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_timeline_last_idx" ON "submission_timeline" USING btree ("journal_id","last_at");--> statement-breakpoint
CREATE INDEX "submission_timeline_open_idx" ON "submission_timeline" USING btree ("journal_id","status") WHERE status in ('submitted', 'under_review', 'revision_requested', 'resubmitted', 'accepted', 'in_production', 'proof_uploaded', 'proof_approved');--> statement-breakpoint
-- Hand-written (decision 0103): submission_timeline is kept by the database. The submissions a
-- statement inserted, or changed in a column the row holds, whose milestones changed, or whose
-- invitations were written or deleted, get their row derived again from submissions,
-- submission_milestones and invitations.
CREATE FUNCTION submission_timeline_derive(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM submission_timeline WHERE submission_id = ANY (ids);
  INSERT INTO submission_timeline (submission_id, journal_id, status, handling_editor_id, associate_editor_id,
    submitted_at, first_decision_at, sent_to_review_at, desk_rejected_at, accepted_at, rejected_at, withdrawn_at,
    published_at, last_at, revision_due, review_deadline, reviewing)
  SELECT s.id, s.journal_id, s.status, s.handling_editor_id, s.associate_editor_id,
    coalesce(s.submitted_at, s.created_at), m.first_decision, m.sent_to_review, m.desk_rejected, m.accepted,
    m.rejected, m.withdrawn, m.published,
    greatest(coalesce(s.submitted_at, s.created_at), m.first_decision, m.sent_to_review, m.desk_rejected,
      m.accepted, m.rejected, m.withdrawn, m.published),
    s.revision_due, i.review_deadline, coalesce(i.reviewing, false)
  FROM submissions s
  LEFT JOIN LATERAL (
    SELECT max(at) FILTER (WHERE kind = 'first_decision') AS first_decision,
      max(at) FILTER (WHERE kind = 'sent_to_review') AS sent_to_review,
      max(at) FILTER (WHERE kind = 'desk_rejected') AS desk_rejected,
      max(at) FILTER (WHERE kind = 'accepted') AS accepted,
      max(at) FILTER (WHERE kind = 'rejected') AS rejected,
      max(at) FILTER (WHERE kind = 'withdrawn') AS withdrawn,
      max(at) FILTER (WHERE kind = 'published') AS published
    FROM submission_milestones WHERE submission_id = s.id
  ) m ON true
  LEFT JOIN LATERAL (
    SELECT min(CASE status WHEN 'pending' THEN respond_by ELSE review_due END) AS review_deadline,
      bool_or(round = s.round) AS reviewing
    FROM invitations WHERE submission_id = s.id AND status IN ('pending', 'accepted')
  ) i ON true
  WHERE s.id = ANY (ids);
END $$;
--> statement-breakpoint
CREATE FUNCTION submission_timeline_after_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM submission_timeline_derive(ARRAY(SELECT id FROM new_rows));
  ELSE
    PERFORM submission_timeline_derive(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.journal_id, n.status, n.handling_editor_id, n.associate_editor_id, n.submitted_at, n.created_at,
             n.revision_due, n.round)
        IS DISTINCT FROM (o.journal_id, o.status, o.handling_editor_id, o.associate_editor_id, o.submitted_at,
             o.created_at, o.revision_due, o.round)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION submission_timeline_after_milestones() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The milestones are only inserted and deleted (submission_milestones_derive), never updated.
  IF TG_OP = 'INSERT' THEN
    PERFORM submission_timeline_derive(ARRAY(SELECT DISTINCT submission_id FROM new_rows));
  ELSE
    PERFORM submission_timeline_derive(ARRAY(SELECT DISTINCT submission_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION submission_timeline_after_invitations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM submission_timeline_derive(ARRAY(SELECT DISTINCT submission_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM submission_timeline_derive(ARRAY(
      SELECT n.submission_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.submission_id, n.status, n.round, n.respond_by, n.review_due)
        IS DISTINCT FROM (o.submission_id, o.status, o.round, o.respond_by, o.review_due)
      UNION
      SELECT o.submission_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.submission_id IS DISTINCT FROM o.submission_id));
  ELSE
    PERFORM submission_timeline_derive(ARRAY(SELECT DISTINCT submission_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER submissions_submission_timeline_insert AFTER INSERT ON submissions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_timeline_after_submissions();
--> statement-breakpoint
CREATE TRIGGER submissions_submission_timeline_update AFTER UPDATE ON submissions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_timeline_after_submissions();
--> statement-breakpoint
CREATE TRIGGER submission_milestones_timeline_insert AFTER INSERT ON submission_milestones
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_timeline_after_milestones();
--> statement-breakpoint
CREATE TRIGGER submission_milestones_timeline_delete AFTER DELETE ON submission_milestones
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_timeline_after_milestones();
--> statement-breakpoint
CREATE TRIGGER invitations_submission_timeline_insert AFTER INSERT ON invitations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_timeline_after_invitations();
--> statement-breakpoint
CREATE TRIGGER invitations_submission_timeline_update AFTER UPDATE ON invitations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_timeline_after_invitations();
--> statement-breakpoint
CREATE TRIGGER invitations_submission_timeline_delete AFTER DELETE ON invitations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_timeline_after_invitations();
--> statement-breakpoint
-- The submissions already recorded.
SELECT submission_timeline_derive(ARRAY(SELECT id FROM submissions));
--> statement-breakpoint
-- Hand-written (decision 0103): invitation_timeline (decision 0098) also keeps the decline reason,
-- so the report counts the reasons from its rows; the same derivation with that column.
CREATE OR REPLACE FUNCTION invitation_timeline_derive(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM invitation_timeline WHERE invitation_id = ANY (ids);
  INSERT INTO invitation_timeline (invitation_id, submission_id, journal_id, email, reviewer_id, status, sent_at,
    responded_at, reviewed_at, deadline, decline_reason)
  SELECT i.id, i.submission_id, s.journal_id, lower(i.reviewer_email), i.reviewer_id, i.status, i.created_at,
    i.responded_at, r.submitted_at,
    CASE i.status WHEN 'pending' THEN i.respond_by WHEN 'accepted' THEN i.review_due END,
    i.decline_reason
  FROM invitations i
  JOIN submissions s ON s.id = i.submission_id
  LEFT JOIN reviews r ON r.invitation_id = i.id
  WHERE i.id = ANY (ids);
END $$;
--> statement-breakpoint
UPDATE invitation_timeline t SET decline_reason = i.decline_reason
  FROM invitations i WHERE i.id = t.invitation_id AND i.decline_reason IS NOT NULL;
