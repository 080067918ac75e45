CREATE TABLE "ror_organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] NOT NULL,
	"acronyms" text[] NOT NULL,
	"country" text,
	"status" text NOT NULL,
	"types" text[] NOT NULL,
	"folded_names" text[] NOT NULL,
	"search_text" text NOT NULL,
	"modified_at" text,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ror_organizations_search_trgm_idx" ON "ror_organizations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ror_organizations_folded_names_idx" ON "ror_organizations" USING gin ("folded_names");