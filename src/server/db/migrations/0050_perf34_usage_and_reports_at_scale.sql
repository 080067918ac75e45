CREATE TABLE "invitation_timeline" (
	"invitation_id" integer PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"journal_id" integer NOT NULL,
	"email" text NOT NULL,
	"reviewer_id" integer,
	"status" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"deadline" date
);
--> statement-breakpoint
CREATE TABLE "counter_journal_monthly" (
	"month" date NOT NULL,
	"journal_id" integer NOT NULL,
	"yop" smallint NOT NULL,
	"total_item_investigations" integer DEFAULT 0 NOT NULL,
	"unique_item_investigations" integer DEFAULT 0 NOT NULL,
	"total_item_requests" integer DEFAULT 0 NOT NULL,
	"unique_item_requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "counter_journal_monthly_month_journal_id_yop_pk" PRIMARY KEY("month","journal_id","yop"),
	CONSTRAINT "counter_journal_monthly_counts_check" CHECK ("counter_journal_monthly"."total_item_investigations" >= 0 and "counter_journal_monthly"."unique_item_investigations" >= 0 and "counter_journal_monthly"."total_item_requests" >= 0 and "counter_journal_monthly"."unique_item_requests" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invitation_timeline" ADD CONSTRAINT "invitation_timeline_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_journal_monthly" ADD CONSTRAINT "counter_journal_monthly_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_timeline_sent_idx" ON "invitation_timeline" USING btree ("journal_id","sent_at");--> statement-breakpoint
CREATE INDEX "invitation_timeline_responded_idx" ON "invitation_timeline" USING btree ("journal_id","responded_at");--> statement-breakpoint
CREATE INDEX "invitation_timeline_reviewed_idx" ON "invitation_timeline" USING btree ("journal_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "invitation_timeline_deadline_idx" ON "invitation_timeline" USING btree ("journal_id","deadline") WHERE "invitation_timeline"."deadline" is not null;--> statement-breakpoint
CREATE INDEX "counter_journal_monthly_journal_idx" ON "counter_journal_monthly" USING btree ("journal_id","month");--> statement-breakpoint
-- Hand-written (decision 0098): counter_journal_monthly is kept by the database. The months and
-- journals whose counter_item_monthly rows a statement inserted, updated or deleted are summed
-- again from counter_item_monthly (per YOP), so the table is always the sum of the item rows.
CREATE FUNCTION counter_journal_monthly_derive(keys jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF keys IS NULL OR jsonb_array_length(keys) = 0 THEN RETURN; END IF;
  DELETE FROM counter_journal_monthly j
  USING jsonb_to_recordset(keys) AS k(month date, journal_id integer)
  WHERE j.month = k.month AND j.journal_id = k.journal_id;
  INSERT INTO counter_journal_monthly (month, journal_id, yop, total_item_investigations,
    unique_item_investigations, total_item_requests, unique_item_requests)
  SELECT m.month, m.journal_id, m.yop, sum(m.total_item_investigations), sum(m.unique_item_investigations),
    sum(m.total_item_requests), sum(m.unique_item_requests)
  FROM counter_item_monthly m
  JOIN jsonb_to_recordset(keys) AS k(month date, journal_id integer) ON m.month = k.month AND m.journal_id = k.journal_id
  WHERE EXISTS (SELECT 1 FROM journals WHERE journals.id = m.journal_id)
  GROUP BY m.month, m.journal_id, m.yop;
END $$;
--> statement-breakpoint
CREATE FUNCTION counter_journal_monthly_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM counter_journal_monthly_derive((SELECT jsonb_agg(DISTINCT jsonb_build_object('month', month, 'journal_id', journal_id)) FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION counter_journal_monthly_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM counter_journal_monthly_derive((SELECT jsonb_agg(DISTINCT jsonb_build_object('month', month, 'journal_id', journal_id))
    FROM (SELECT month, journal_id FROM new_rows UNION SELECT month, journal_id FROM old_rows) k));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION counter_journal_monthly_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM counter_journal_monthly_derive((SELECT jsonb_agg(DISTINCT jsonb_build_object('month', month, 'journal_id', journal_id)) FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER counter_item_monthly_journal_insert AFTER INSERT ON counter_item_monthly
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION counter_journal_monthly_after_insert();
--> statement-breakpoint
CREATE TRIGGER counter_item_monthly_journal_update AFTER UPDATE ON counter_item_monthly
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION counter_journal_monthly_after_update();
--> statement-breakpoint
CREATE TRIGGER counter_item_monthly_journal_delete AFTER DELETE ON counter_item_monthly
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION counter_journal_monthly_after_delete();
--> statement-breakpoint
-- The months already rolled up.
SELECT counter_journal_monthly_derive((SELECT jsonb_agg(jsonb_build_object('month', month, 'journal_id', journal_id))
  FROM (SELECT DISTINCT month, journal_id FROM counter_item_monthly) k));
--> statement-breakpoint
-- Hand-written (decision 0098): invitation_timeline is kept by the database. The invitations a
-- statement on invitations or reviews touched, or whose submission moved to another journal,
-- get their row derived again from invitations, reviews and submissions.
CREATE FUNCTION invitation_timeline_derive(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM invitation_timeline WHERE invitation_id = ANY (ids);
  INSERT INTO invitation_timeline (invitation_id, submission_id, journal_id, email, reviewer_id, status, sent_at,
    responded_at, reviewed_at, deadline)
  SELECT i.id, i.submission_id, s.journal_id, lower(i.reviewer_email), i.reviewer_id, i.status, i.created_at,
    i.responded_at, r.submitted_at,
    CASE i.status WHEN 'pending' THEN i.respond_by WHEN 'accepted' THEN i.review_due END
  FROM invitations i
  JOIN submissions s ON s.id = i.submission_id
  LEFT JOIN reviews r ON r.invitation_id = i.id
  WHERE i.id = ANY (ids);
END $$;
--> statement-breakpoint
CREATE FUNCTION invitation_timeline_after_invitations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM invitation_timeline_derive(ARRAY(SELECT id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM invitation_timeline_derive(ARRAY(SELECT id FROM new_rows UNION SELECT id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION invitation_timeline_after_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM invitation_timeline_derive(ARRAY(SELECT DISTINCT invitation_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM invitation_timeline_derive(ARRAY(SELECT invitation_id FROM new_rows UNION SELECT invitation_id FROM old_rows));
  ELSE
    PERFORM invitation_timeline_derive(ARRAY(SELECT DISTINCT invitation_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION invitation_timeline_after_submission_journal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM invitation_timeline_derive(ARRAY(SELECT id FROM invitations WHERE submission_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invitations_timeline_insert AFTER INSERT ON invitations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invitation_timeline_after_invitations();
--> statement-breakpoint
CREATE TRIGGER invitations_timeline_update AFTER UPDATE ON invitations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invitation_timeline_after_invitations();
--> statement-breakpoint
CREATE TRIGGER reviews_timeline_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invitation_timeline_after_reviews();
--> statement-breakpoint
CREATE TRIGGER reviews_timeline_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invitation_timeline_after_reviews();
--> statement-breakpoint
CREATE TRIGGER reviews_timeline_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION invitation_timeline_after_reviews();
--> statement-breakpoint
CREATE TRIGGER submissions_timeline_journal AFTER UPDATE OF journal_id ON submissions
  FOR EACH ROW WHEN (OLD.journal_id IS DISTINCT FROM NEW.journal_id) EXECUTE FUNCTION invitation_timeline_after_submission_journal();
--> statement-breakpoint
-- The invitations already recorded.
SELECT invitation_timeline_derive(ARRAY(SELECT id FROM invitations));
