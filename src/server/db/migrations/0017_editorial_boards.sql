CREATE TABLE "journal_board_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"affiliation" text DEFAULT '' NOT NULL,
	"orcid" text,
	"photo_key" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_board_members_role_check" CHECK ("journal_board_members"."role" in ('editor_in_chief', 'editor', 'associate_editor', 'reviewer_board'))
);
--> statement-breakpoint
ALTER TABLE "journal_board_members" ADD CONSTRAINT "journal_board_members_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_board_members" ADD CONSTRAINT "journal_board_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_board_members_journal_idx" ON "journal_board_members" USING btree ("journal_id","display_order");--> statement-breakpoint
-- A board is part of the public journal page: its changes advance the catalogue version like
-- those of journals and issues (migration 0011), so cached public answers follow them.
CREATE TRIGGER journal_board_members_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON journal_board_members
  FOR EACH STATEMENT EXECUTE FUNCTION genesis_catalogue_changed();
