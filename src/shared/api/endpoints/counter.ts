/**
 * The endpoint table's COUNTER entries (docs/decisions/0064-endpoint-table.md,
 * docs/decisions/0085-counter-r5-usage.md): a journal's usage totals for its public page, and the
 * COUNTER API with its TSV reports. The article's usage is in articles.ts (getUsage).
 */
import { z } from 'zod';
import { text } from '../../validation/text';
import { errorBody } from '../common';
import { counterException } from '../counter';
import { usageQuery, usageTotals } from '../usage';
import { defineEndpoint, fileAnswer } from './define';

const usage = { tags: ['usage'] } as const;

/** `GET /api/journals/{abbreviation}/usage?months=`: a journal's COUNTER R5.1 totals and months. */
export const getJournalUsage = defineEndpoint({
  ...usage,
  method: 'GET',
  path: '/api/journals/:abbreviation/usage',
  summary: "COUNTER usage of a journal's articles: Total_Item_Investigations and Total_Item_Requests",
  description:
    'The sums over the journal\'s articles: totals since counting began and per-month counts of the last `months` calendar months (1–60, default 12), the current one last, zeros included; counted as for one article (`GET /api/articles/{id}/usage`). 404 `Journal "…" not found`.',
  params: z.object({ abbreviation: text().trim().min(1).max(100) }),
  query: usageQuery,
  responses: { 200: usageTotals, 400: errorBody, 404: errorBody },
});

/*
 * The COUNTER API (COUNTER_SUSHI) of the Code of Practice R5.1 §8, under /api/counter/r5/. Its
 * answers are COUNTER's JSON (the COUNTER API 5.1 specification's schemas, checked by the tests);
 * errors are COUNTER Exceptions `{ Code, Message, Data? }` with the HTTP status Appendix D gives.
 * Parameters are passed as received: the API answers an unknown or bad one with an Exception, not
 * with this site's 400.
 */
const counterApi = { tags: ['COUNTER API'] } as const;

/** The raw query of a COUNTER API call: any parameters, each one string. */
const counterQuery = z.record(text().max(100), text().max(2000));

const reportParam = z.object({ report: text().max(20) });

/** `GET /api/counter/r5/status`: whether the COUNTER API can deliver reports. */
export const getCounterStatus = defineEndpoint({
  ...counterApi,
  method: 'GET',
  path: '/api/counter/r5/status',
  summary: 'COUNTER API: service status',
  description:
    'An array of one Status (`Description`, `Service_Active`, `Note`), as the COUNTER API 5.1 `/status` path. Open without a key.',
  query: counterQuery,
  responses: {
    200: z.array(z.object({ Description: text(), Service_Active: z.boolean(), Note: text().optional() })),
  },
});

/** `GET /api/counter/r5/members?customer_id=`: the institutions usage is reported for (only The World). */
export const getCounterMembers = defineEndpoint({
  ...counterApi,
  method: 'GET',
  path: '/api/counter/r5/members',
  summary: 'COUNTER API: member list',
  description:
    'An array of one Member: "The World", `Customer_ID` 0000000000000000 (usage of an open-access platform is not attributed to institutions). Exceptions: 1030 (no customer_id, or no api_key when keys are required), 2010 (another customer_id), 2020 (a wrong api_key).',
  query: counterQuery,
  responses: {
    200: z.array(z.object({ Institution_Name: text(), Customer_ID: text(), Notes: text().optional() })),
    400: counterException,
    401: counterException,
    403: counterException,
  },
});

/** `GET /api/counter/r5/reports?customer_id=`: the reports supported, with the months available. */
export const listCounterReports = defineEndpoint({
  ...counterApi,
  method: 'GET',
  path: '/api/counter/r5/reports',
  summary: 'COUNTER API: report list',
  description:
    'PR, PR_P1, TR, TR_J1, TR_J3, TR_J4, IR, IR_A1 (Release 5.1) with First_Month_Available and Last_Month_Available (the last complete month). Exceptions as for members.',
  query: counterQuery,
  responses: {
    200: z.array(
      z.object({
        Report_Name: text(),
        Report_ID: text(),
        Release: text(),
        Report_Description: text(),
        First_Month_Available: text(),
        Last_Month_Available: text(),
      }),
    ),
    400: counterException,
    401: counterException,
    403: counterException,
  },
});

/** A COUNTER report in JSON: Report_Header and Report_Items as the COUNTER API 5.1 defines them per report. */
const counterReport = z.looseObject({
  Report_Header: z.looseObject({ Report_ID: text(), Release: text() }),
  Report_Items: z.array(z.looseObject({})),
});

/** `GET /api/counter/r5/reports/{report}?customer_id=&begin_date=&end_date=…`: one report in JSON. */
export const getCounterReport = defineEndpoint({
  ...counterApi,
  method: 'GET',
  path: '/api/counter/r5/reports/:report',
  summary: 'COUNTER API: one report (pr, pr_p1, tr, tr_j1, tr_j3, tr_j4, ir, ir_a1)',
  description:
    'The COUNTER R5.1 report for complete months. Parameters: customer_id, begin_date and end_date (yyyy-mm or yyyy-mm-dd), and for the master reports metric_type, data_type, access_method, access_type, yop, item_id, author (IR), attributes_to_show, include_parent_details (IR), granularity (Month). Errors answered alone: 1030 (400), 2010 (403), 2020 (401), 3020 (400); in the header: 3030, 3031, 3032, 3050, 3060, 3062, 3063. 404 for another report path.',
  params: reportParam,
  query: counterQuery,
  responses: {
    200: counterReport,
    400: counterException,
    401: counterException,
    403: counterException,
    404: errorBody,
  },
});

/** `GET /api/counter/r5/reports/{report}/tsv?…`: the same report as a tabular (TSV) download. */
export const getCounterReportTsv = defineEndpoint({
  ...counterApi,
  method: 'GET',
  path: '/api/counter/r5/reports/:report/tsv',
  summary: 'COUNTER report as TSV (tabular report)',
  description:
    'The same report and parameters as the JSON path, as the CoP R5.1 tabular format (13 header rows, a blank row, the column headings, the rows; tab-separated, UTF-8), downloaded as `{REPORT_ID}_{begin}_{end}.tsv`. Errors as the JSON path (a COUNTER Exception in JSON).',
  params: reportParam,
  query: counterQuery,
  responses: {
    200: fileAnswer(['text/tab-separated-values']),
    400: counterException,
    401: counterException,
    403: counterException,
    404: errorBody,
  },
});

/*
 * One journal's COUNTER API (docs/decisions/0106-counter-reports-of-one-journal.md): the same
 * five calls under /api/journals/{abbreviation}/counter/r5/, as OJS offers a SUSHI API per
 * journal. Every report counts that journal's usage only; the key rules, parameters and
 * Exceptions are the platform's. An unknown journal is 404 `Journal "…" not found` (this site's
 * error body, as the platform's paths answer a path that names nothing).
 */
const journalParam = z.object({ abbreviation: text().trim().min(1).max(100) });
const journalReportParam = journalParam.extend({ report: text().max(20) });
const journalScope = ' of one journal (its articles\' usage only); 404 `Journal "…" not found` for an unknown journal.';

/** `GET /api/journals/{abbreviation}/counter/r5/status`: the journal's COUNTER API status. */
export const getJournalCounterStatus = defineEndpoint({
  ...getCounterStatus,
  path: '/api/journals/:abbreviation/counter/r5/status',
  summary: "A journal's COUNTER API: service status",
  description: `${getCounterStatus.description}${journalScope}`,
  params: journalParam,
  responses: { ...getCounterStatus.responses, 404: errorBody },
});

/** `GET /api/journals/{abbreviation}/counter/r5/members?customer_id=`: as the platform's (The World). */
export const getJournalCounterMembers = defineEndpoint({
  ...getCounterMembers,
  path: '/api/journals/:abbreviation/counter/r5/members',
  summary: "A journal's COUNTER API: member list",
  description: `${getCounterMembers.description}${journalScope}`,
  params: journalParam,
  responses: { ...getCounterMembers.responses, 404: errorBody },
});

/** `GET /api/journals/{abbreviation}/counter/r5/reports?customer_id=`: the reports of the journal's API. */
export const listJournalCounterReports = defineEndpoint({
  ...listCounterReports,
  path: '/api/journals/:abbreviation/counter/r5/reports',
  summary: "A journal's COUNTER API: report list",
  description: `${listCounterReports.description}${journalScope}`,
  params: journalParam,
  responses: { ...listCounterReports.responses, 404: errorBody },
});

/** `GET /api/journals/{abbreviation}/counter/r5/reports/{report}?…`: one report of the journal's usage, JSON. */
export const getJournalCounterReport = defineEndpoint({
  ...getCounterReport,
  path: '/api/journals/:abbreviation/counter/r5/reports/:report',
  summary: "A journal's COUNTER API: one report (pr, pr_p1, tr, tr_j1, tr_j3, tr_j4, ir, ir_a1)",
  description: `${getCounterReport.description} The report${journalScope} An item_id of another journal's title or article matches nothing (3030).`,
  params: journalReportParam,
});

/** `GET /api/journals/{abbreviation}/counter/r5/reports/{report}/tsv?…`: the same report as TSV. */
export const getJournalCounterReportTsv = defineEndpoint({
  ...getCounterReportTsv,
  path: '/api/journals/:abbreviation/counter/r5/reports/:report/tsv',
  summary: "A journal's COUNTER report as TSV (tabular report)",
  description: `${getCounterReportTsv.description} The report${journalScope}`,
  params: journalReportParam,
});
