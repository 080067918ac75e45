/**
 * The endpoint table: every entry of every feature's table file
 * (docs/decisions/0064-endpoint-table.md). The server registers each one
 * (lib/endpoint-route.ts), the client tests stub them (client/test/api-contract.ts), and
 * features/endpoint-table.test.ts checks that the two agree. Client code imports a feature's
 * table file, not this one, so each chunk carries only its own schemas.
 */
import * as admin from './admin';
import * as catalogue from './catalogue';
import * as editorScope from './editor-scope';
import * as journals from './journals';
import * as mailTemplates from './mail-templates';
import * as production from './production';
import * as reviews from './reviews';
import * as submissions from './submissions';

/** Every entry of the table. */
export const ENDPOINTS = [
  ...Object.values(admin),
  ...Object.values(catalogue),
  ...Object.values(editorScope),
  ...Object.values(journals),
  ...Object.values(mailTemplates),
  ...Object.values(production),
  ...Object.values(reviews),
  ...Object.values(submissions),
];

/** An entry of the table. */
export type TableEndpoint = (typeof ENDPOINTS)[number];
