/**
 * Database schema (drizzle pg-core), one file per owner: each table is declared in the file
 * of the one feature that writes it (docs/decisions/0015-feature-ownership.md). This barrel
 * re-exports them all, for drizzle-kit (drizzle.config.ts), db/client.ts and every reader.
 * One SQL dialect everywhere: PostgreSQL 15, embedded as PGlite by default. Migrations in
 * ../migrations are generated from it by drizzle-kit (`npm run db:generate`) and never edited
 * once landed.
 */
export * from './journals';
export * from './files';
export * from './articles';
export * from './mail';
export * from './intake';
export * from './accounts';
export * from './submissions';
export * from './production';
export * from './invitations';
export * from './reviews';
export * from './admin';
export * from './usage';
export * from './deposits';
export * from './jobs';
export * from './mail-templates';
export * from './idempotency';
export * from './discussions';
export * from './assets';
export * from './ojs';
export * from './orcid';
export * from './sso';
export * from './orcid-credit';
export * from './ror';
export * from './storage';
