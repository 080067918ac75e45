/**
 * The endpoint table: every entry of every feature's table file
 * (docs/decisions/0064-endpoint-table.md). The server registers each one
 * (lib/endpoint-route.ts), the client tests stub them (client/test/api-contract.ts), and
 * features/endpoint-table.test.ts checks that the two agree. Client code imports a feature's
 * table file, not this one, so each chunk carries only its own schemas.
 */
import * as accounts from './accounts';
import * as admin from './admin';
import * as articles from './articles';
import * as catalogue from './catalogue';
import * as counter from './counter';
import * as deposits from './deposits';
import * as discussions from './discussions';
import * as drafts from './drafts';
import * as editorScope from './editor-scope';
import * as files from './files';
import * as health from './health';
import * as intake from './intake';
import * as journals from './journals';
import * as mailTemplates from './mail-templates';
import * as ojsExport from './ojs-export';
import * as ojsImport from './ojs-import';
import * as orcidCredit from './orcid-credit';
import * as orcidInvitations from './orcid-invitations';
import * as production from './production';
import * as reports from './reports';
import * as reviews from './reviews';
import * as ror from './ror';
import * as sso from './sso';
import * as submissions from './submissions';
import * as publicInvitations from './public-invitations';

/** Every entry of the table. */
export const ENDPOINTS = [
  ...Object.values(accounts),
  ...Object.values(admin),
  ...Object.values(articles),
  ...Object.values(catalogue),
  ...Object.values(counter),
  ...Object.values(deposits),
  ...Object.values(discussions),
  ...Object.values(drafts),
  ...Object.values(editorScope),
  ...Object.values(files),
  ...Object.values(health),
  ...Object.values(intake),
  ...Object.values(journals),
  ...Object.values(mailTemplates),
  ...Object.values(ojsExport),
  ...Object.values(ojsImport),
  ...Object.values(orcidCredit),
  ...Object.values(orcidInvitations),
  ...Object.values(production),
  ...Object.values(reports),
  ...Object.values(reviews),
  ...Object.values(ror),
  ...Object.values(sso),
  ...Object.values(submissions),
  ...Object.values(publicInvitations),
];

/** An entry of the table. */
export type TableEndpoint = (typeof ENDPOINTS)[number];
