CREATE TABLE "contributor_orcid_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"author_index" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"orcid" text
);
--> statement-breakpoint
ALTER TABLE "sso_flows" ADD COLUMN "invitation_id" integer;--> statement-breakpoint
ALTER TABLE "contributor_orcid_invitations" ADD CONSTRAINT "contributor_orcid_invitations_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contributor_orcid_invitations_token_key" ON "contributor_orcid_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "contributor_orcid_invitations_submission_idx" ON "contributor_orcid_invitations" USING btree ("submission_id","author_index");--> statement-breakpoint
ALTER TABLE "sso_flows" ADD CONSTRAINT "sso_flows_invitation_id_contributor_orcid_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."contributor_orcid_invitations"("id") ON DELETE cascade ON UPDATE no action;