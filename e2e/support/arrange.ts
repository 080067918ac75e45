/**
 * What a spec only ARRANGES, done through the HTTP API instead of the pages: signing in, signing
 * up and submitting, sending to review and inviting, a reviewer's acceptance and review, the
 * decision, production and the proof. Each helper makes the same calls, with the same payloads,
 * as the page that does that step (the endpoint table, src/shared/api/endpoints/), and each step
 * is still driven through the pages by the spec named in its docstring: a spec uses these only
 * for steps it does not assert (decision 0050, amendment "e2e arrangement through the API").
 * A page load costs a renderer's CPU; an API call costs the server's alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, APIResponse, Browser, Page } from '@playwright/test';
import { USER_STORAGE_KEY } from '../../src/shared/domain/session';
import { expect } from './test';
import { E2E_ADMIN, linkIn, waitForMail } from './mailbox';
import { PASSWORD, PDF_PATH, type Manuscript } from './workflow';

/** The access token's localStorage key (src/client/lib/access-token.ts). */
const ACCESS_TOKEN_KEY = 'genesis_access_token';

/** A signed-in user for API calls: the request context the token was issued through, and the token. */
export interface ApiUser {
  request: APIRequestContext;
  token: string;
  email: string;
}

/** A multipart file part read from `file` (its MIME type from the extension: .pdf or .docx). */
function filePart(file: string) {
  const mimeType = file.endsWith('.pdf')
    ? 'application/pdf'
    : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  return { name: path.basename(file), mimeType, buffer: fs.readFileSync(file) };
}

/** Expects `res` to have status `status` (its body in the failure), and answers its JSON. */
async function expectStatus<T = Record<string, unknown>>(res: APIResponse, status: number): Promise<T> {
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

/**
 * `POST /api/login` through `request` (seed 001 §4, the sign-in form's call; its cookies land in
 * `request`'s jar); answers the token and the user as the sign-in form stores them
 * (src/client/lib/session/session-provider.tsx).
 */
export async function login(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/login', { data: { email, password } });
  const body = await expectStatus<{ token: string; name: string; role: string; email: string; emailVerified: boolean }>(
    res,
    200,
  );
  return {
    origin: new URL(res.url()).origin,
    token: body.token,
    user: { name: body.name, role: body.role, email: body.email, emailVerified: body.emailVerified },
  };
}

/**
 * A page of a new browser context (`width` × `height` CSS pixels) already signed in as
 * `email`: the sign-in call made through the API, its refresh cookie and the stored session
 * (access token and user in localStorage) handed to the context as its storageState. The page
 * has loaded nothing yet. The sign-in form itself is driven by workflow.spec (sign-up, then
 * sign-in), accounts.spec and lifecycle.spec.
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  password: string,
  width = 1280,
  height = 900,
): Promise<Page> {
  const signing = await browser.newContext();
  const { origin, token, user } = await login(signing.request, email, password);
  const state = await signing.storageState();
  await signing.close();
  const context = await browser.newContext({
    viewport: { width, height },
    storageState: {
      cookies: state.cookies,
      origins: [
        {
          origin,
          localStorage: [
            { name: ACCESS_TOKEN_KEY, value: token },
            { name: USER_STORAGE_KEY, value: JSON.stringify(user) },
          ],
        },
      ],
    },
  });
  return context.newPage();
}

/**
 * The admin (who may edit) signed in through the API, on a page at the editor dashboard; with
 * `submission`, its queue searched for that submission ("#id", as support/workflow.ts
 * openSubmission loads it), so `openSubmission(page, id, { reload: false })` opens it.
 */
export async function editorPage(
  browser: Browser,
  options: { width?: number; submission?: number } = {},
): Promise<Page> {
  const page = await signedInPage(browser, E2E_ADMIN.email, E2E_ADMIN.password, options.width);
  const query = options.submission === undefined ? '' : `?q=${encodeURIComponent(`#${options.submission}`)}`;
  await page.goto(`/dashboard/editor${query}`);
  return page;
}

/** The admin signed in for API calls through `request`. */
export async function apiAdmin(request: APIRequestContext): Promise<ApiUser> {
  const { token } = await login(request, E2E_ADMIN.email, E2E_ADMIN.password);
  return { request, token, email: E2E_ADMIN.email };
}

function auth(user: ApiUser) {
  return { authorization: `Bearer ${user.token}` };
}

/**
 * A new author signs up (`POST /api/signup`), signs in, and submits `manuscript`: draft
 * (`POST /api/submissions/draft`), upload (`…/upload?kind=manuscript`), submit. The same steps
 * through the author dashboard's pages: workflow.spec (and decision-letters.spec, through
 * support/workflow.ts signUpAndSubmit). Answers the author for API calls and the submission's id.
 */
export async function submitThroughApi(
  request: APIRequestContext,
  author: { name: string; email: string },
  manuscript: Manuscript,
): Promise<{ author: ApiUser; id: number }> {
  await expectStatus(
    await request.post('/api/signup', { data: { name: author.name, email: author.email, password: PASSWORD } }),
    201,
  );
  const { token } = await login(request, author.email, PASSWORD);
  const user: ApiUser = { request, token, email: author.email };
  const listed = await expectStatus<unknown>(
    await request.get('/api/journals?limit=100&house=true', { headers: auth(user) }),
    200,
  );
  const journals = (Array.isArray(listed) ? listed : (listed as { items: unknown[] }).items) as {
    id: number;
    title: string;
    abbreviation: string | null;
  }[];
  // As the form: the journal labelled "Title (ABBR)", else the first one offered.
  const journal = manuscript.journal
    ? journals.find((j) => (j.abbreviation ? `${j.title} (${j.abbreviation})` : j.title) === manuscript.journal)
    : journals[0];
  expect(journal, `journal ${manuscript.journal ?? '(first)'}`).toBeTruthy();
  const draft = await expectStatus<{ id: number }>(
    await request.post('/api/submissions/draft', {
      headers: auth(user),
      data: {
        title: manuscript.title,
        abstract: manuscript.abstract,
        journalId: journal!.id,
        articleType: 'Research Article',
        keywords: manuscript.keywords,
        coAuthors: manuscript.coAuthors,
      },
    }),
    201,
  );
  await expectStatus(
    await request.post(`/api/submissions/${draft.id}/upload?kind=manuscript`, {
      headers: auth(user),
      multipart: { file: filePart(manuscript.file) },
    }),
    201,
  );
  await expectStatus(await request.post(`/api/submissions/${draft.id}/submit`, { headers: auth(user) }), 200);
  return { author: user, id: draft.id };
}

/**
 * The editor records a similarity check within the policy (12 % similar, 88 % unique, the PDF
 * report), sends submission `id` to review and invites `reviewerEmail` (with `dates` when
 * given): the calls of the submission page's similarity form, "Send to review" and the invite
 * form, driven through that page by workflow.spec and lifecycle.spec
 * (support/workflow.ts sendToReviewAndInvite). Answers the invitation's id.
 */
export async function sendToReviewAndInviteThroughApi(
  editor: ApiUser,
  id: number,
  reviewerEmail: string,
  dates: { respondBy?: string; reviewDue?: string } = {},
): Promise<number> {
  await expectStatus(
    await editor.request.post(`/api/submissions/${id}/similarity-check`, {
      headers: auth(editor),
      multipart: { similarityPercent: '12', uniquePercent: '88', file: filePart(PDF_PATH) },
    }),
    201,
  );
  await expectStatus(
    await editor.request.post(`/api/submissions/${id}/desk`, {
      headers: auth(editor),
      data: { action: 'send_to_review' },
    }),
    200,
  );
  const invite = await expectStatus<{ inviteId: number }>(
    await editor.request.post(`/api/submissions/${id}/invites`, {
      headers: auth(editor),
      data: { reviewerEmail, ...dates },
    }),
    201,
  );
  return invite.inviteId;
}

/** The mailed invitation accepted by its token, and the new account's password set by its mail's token. */
async function acceptAndSetPassword(request: APIRequestContext, reviewerEmail: string): Promise<void> {
  const invitation = await waitForMail(reviewerEmail, 'Invitation to review');
  const acceptToken = new URL(linkIn(invitation, '/invites/accept?token=')).searchParams.get('token');
  await expectStatus(await request.post('/api/public/invites/accept', { data: { token: acceptToken } }), 200);
  const account = await waitForMail(reviewerEmail, 'Your Genesis reviewer account');
  const resetToken = new URL(linkIn(account, '/reset-password?token=')).searchParams.get('token');
  await expectStatus(
    await request.post('/api/password-reset/confirm', { data: { token: resetToken, password: PASSWORD } }),
    200,
  );
}

/**
 * A reviewer without an account accepts the mailed invitation (`POST /api/public/invites/accept`
 * with the link's token) and sets the password of the account the acceptance made
 * (`POST /api/password-reset/confirm` with its mail's token): the calls of the accept and
 * set-password pages, driven through those pages by workflow.spec and lifecycle.spec
 * (support/workflow.ts acceptAsNewReviewer). Answers a page signed in as the reviewer (nothing
 * loaded yet).
 */
export async function acceptAsNewReviewerThroughApi(
  browser: Browser,
  request: APIRequestContext,
  reviewerEmail: string,
): Promise<Page> {
  await acceptAndSetPassword(request, reviewerEmail);
  return signedInPage(browser, reviewerEmail, PASSWORD);
}

/**
 * The whole review of submission `id` through the API: sent to review, `reviewerEmail` invited,
 * accepting, setting a password, signing in and recommending acceptance with `comments`, no
 * conflict of interest and the PDF attachment (`POST /api/invites/{id}/reviews`, the review
 * form's multipart call). Driven through the pages by workflow.spec and lifecycle.spec
 * (support/workflow.ts reviewToAcceptance).
 */
export async function reviewToAcceptanceThroughApi(
  editor: ApiUser,
  id: number,
  reviewerEmail: string,
  comments: string,
): Promise<void> {
  const inviteId = await sendToReviewAndInviteThroughApi(editor, id, reviewerEmail);
  const request = editor.request;
  await acceptAndSetPassword(request, reviewerEmail);
  const { token } = await login(request, reviewerEmail, PASSWORD);
  await expectStatus(
    await request.post(`/api/invites/${inviteId}/reviews`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        recommendation: 'accept',
        comments,
        conflictOfInterest: 'none',
        attachments: filePart(PDF_PATH),
      },
    }),
    201,
  );
}

/**
 * The editor records "accept" on submission `id` (`POST …/decision`, the letter built from its
 * template as the confirmation dialog sends it unedited) and starts production
 * (`POST …/production`). Driven through the submission page by workflow.spec and lifecycle.spec
 * (support/workflow.ts acceptAndStartProduction).
 */
export async function acceptAndStartProductionThroughApi(editor: ApiUser, id: number): Promise<void> {
  await expectStatus(
    await editor.request.post(`/api/submissions/${id}/decision`, {
      headers: auth(editor),
      data: { decision: 'accept' },
    }),
    200,
  );
  await expectStatus(await editor.request.post(`/api/submissions/${id}/production`, { headers: auth(editor) }), 200);
}

/**
 * The editor uploads the PDF proof of submission `id` (`POST …/proof`, multipart `file`). Driven
 * through the production form by production.spec, workflow.spec and lifecycle.spec
 * (support/workflow.ts uploadProof).
 */
export async function uploadProofThroughApi(editor: ApiUser, id: number): Promise<void> {
  await expectStatus(
    await editor.request.post(`/api/submissions/${id}/proof`, {
      headers: auth(editor),
      multipart: { file: filePart(PDF_PATH) },
    }),
    201,
  );
}

/**
 * The author approves the proof of submission `id` (`POST …/proof/approve`). Driven through the
 * author dashboard's confirmation by production.spec, workflow.spec and lifecycle.spec
 * (support/workflow.ts approveProof).
 */
export async function approveProofThroughApi(author: ApiUser, id: number): Promise<void> {
  await expectStatus(await author.request.post(`/api/submissions/${id}/proof/approve`, { headers: auth(author) }), 200);
}

/**
 * The editor assigns submission `id` (in production, with a proof) to its journal's issue
 * `volume`/`number` (`PUT …/issue` with the id from `GET …/issue`'s options: the production
 * form's "Issue" select), then presses "Publish" (`POST …/publish`): held for that future issue,
 * 202 `{scheduled: true}` (decision 0032). Driven through the production form and the publish
 * confirmation by issue-publishing.spec and lifecycle.spec.
 */
export async function scheduleForIssueThroughApi(
  editor: ApiUser,
  id: number,
  issue: { volume: string; number: string },
): Promise<void> {
  const assignment = await expectStatus<{ options: { id: number; volume: string; number: string }[] }>(
    await editor.request.get(`/api/submissions/${id}/issue`, { headers: auth(editor) }),
    200,
  );
  const option = assignment.options.find((o) => o.volume === issue.volume && o.number === issue.number);
  expect(option, `issue ${issue.volume}/${issue.number} among ${JSON.stringify(assignment.options)}`).toBeTruthy();
  await expectStatus(
    await editor.request.put(`/api/submissions/${id}/issue`, { headers: auth(editor), data: { issueId: option!.id } }),
    200,
  );
  const held = await expectStatus<{ scheduled?: boolean }>(
    await editor.request.post(`/api/submissions/${id}/publish`, { headers: auth(editor) }),
    202,
  );
  expect(held.scheduled).toBe(true);
}

/**
 * Signs `page` (one already made, e.g. the test's own `page`, whose console support/test.ts
 * watches) in as `email` through the API: `POST /api/login` through its context (the refresh
 * cookie lands in the context), then the stored session written on the origin's JSON health
 * answer, which loads no app. The page is left there; the caller goes where it needs. The
 * sign-in form itself is driven by workflow.spec, accounts.spec and lifecycle.spec.
 */
export async function signInThroughApi(page: Page, email: string, password: string): Promise<void> {
  const { token, user } = await login(page.context().request, email, password);
  await page.goto('/api/health');
  await page.evaluate(
    ([keys, values]) => {
      localStorage.setItem(keys[0], values[0]);
      localStorage.setItem(keys[1], values[1]);
    },
    [
      [ACCESS_TOKEN_KEY, USER_STORAGE_KEY],
      [token, JSON.stringify(user)],
    ],
  );
}
