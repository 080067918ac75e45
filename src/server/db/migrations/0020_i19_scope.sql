CREATE TABLE "journal_editors" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_editors_role_check" CHECK ("journal_editors"."role" in ('editor_in_chief', 'editor', 'associate_editor'))
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "handling_editor_id" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "associate_editor_id" integer;--> statement-breakpoint
ALTER TABLE "journal_editors" ADD CONSTRAINT "journal_editors_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_editors" ADD CONSTRAINT "journal_editors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_editors_journal_user_key" ON "journal_editors" USING btree ("journal_id","user_id");--> statement-breakpoint
CREATE INDEX "journal_editors_user_idx" ON "journal_editors" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_handling_editor_id_users_id_fk" FOREIGN KEY ("handling_editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_associate_editor_id_users_id_fk" FOREIGN KEY ("associate_editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_journal_idx" ON "submissions" USING btree ("journal_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
-- Existing installs (decision 0037): editors kept a site-wide queue until now. Board members linked
-- to an editor's account get their board role on that journal (an associate editor account only as
-- associate editor); then every editor and associate editor account gets its site role on every
-- journal that accepts submissions or holds one, so no one loses a queue on upgrade. An admin
-- narrows these in the Users tab.
INSERT INTO "journal_editors" ("journal_id", "user_id", "role")
SELECT DISTINCT ON (b."journal_id", b."user_id") b."journal_id", b."user_id",
  CASE WHEN u."role" = 'associate_editor' THEN 'associate_editor' ELSE b."role" END
FROM "journal_board_members" b JOIN "users" u ON u."id" = b."user_id"
WHERE u."role" IN ('editor', 'associate_editor') AND b."role" IN ('editor_in_chief', 'editor', 'associate_editor')
ORDER BY b."journal_id", b."user_id", array_position(array['editor_in_chief','editor','associate_editor'], b."role")
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "journal_editors" ("journal_id", "user_id", "role")
SELECT j."id", u."id", u."role"
FROM "users" u CROSS JOIN "journals" j
WHERE u."role" IN ('editor', 'associate_editor')
  AND (j."accepts_submissions" OR EXISTS (SELECT 1 FROM "submissions" s WHERE s."journal_id" = j."id"))
ON CONFLICT DO NOTHING;
