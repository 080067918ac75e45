CREATE TABLE "orcid_authorizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"orcid" text NOT NULL,
	"account_id" integer,
	"name" text,
	"scope" text NOT NULL,
	"access_token_enc" text NOT NULL,
	"refresh_token_enc" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "account_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "oidc_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_enc" text NOT NULL,
	"email_claim" text DEFAULT 'email' NOT NULL,
	"allowed_domains" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_flows" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"user_id" integer,
	"return_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orcid_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"orcid" text NOT NULL,
	"article_id" integer,
	"review_id" integer,
	"put_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"response_status" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orcid_items_kind_check" CHECK ("orcid_items"."kind" in ('work', 'peer-review')),
	CONSTRAINT "orcid_items_status_check" CHECK ("orcid_items"."status" in ('pending', 'sent', 'failed', 'revoked')),
	CONSTRAINT "orcid_items_source_check" CHECK (("orcid_items"."kind" = 'work' and "orcid_items"."article_id" is not null and "orcid_items"."review_id" is null) or ("orcid_items"."kind" = 'peer-review' and "orcid_items"."review_id" is not null and "orcid_items"."article_id" is null))
);
--> statement-breakpoint
ALTER TABLE "orcid_authorizations" ADD CONSTRAINT "orcid_authorizations_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_identities" ADD CONSTRAINT "account_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_flows" ADD CONSTRAINT "sso_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcid_items" ADD CONSTRAINT "orcid_items_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcid_items" ADD CONSTRAINT "orcid_items_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orcid_authorizations_live_key" ON "orcid_authorizations" USING btree ("orcid") WHERE "orcid_authorizations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "orcid_authorizations_account_idx" ON "orcid_authorizations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "account_identities_user_idx" ON "account_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sso_flows_expires_idx" ON "sso_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orcid_items_work_key" ON "orcid_items" USING btree ("orcid","article_id") WHERE "orcid_items"."kind" = 'work';--> statement-breakpoint
CREATE UNIQUE INDEX "orcid_items_review_key" ON "orcid_items" USING btree ("orcid","review_id") WHERE "orcid_items"."kind" = 'peer-review';--> statement-breakpoint
CREATE INDEX "orcid_items_status_idx" ON "orcid_items" USING btree ("status","updated_at");