/**
 * Sending a deposit file to Crossref's deposit endpoint (docs/decisions/0027-dois-and-deposits.md):
 * an HTTP POST of multipart/form-data with `operation=doMDUpload`, `login_id`, `login_passwd` and
 * the XML as the `fname` file part, as Crossref's "HTTPS POST" deposit documentation describes
 * (https://www.crossref.org/documentation/register-maintain-records/direct-deposit-xml/https-post/).
 * Crossref queues the file and answers at once; a 2xx answer means the file was accepted
 * (its processing result is mailed to the depositor address), anything else is a failure.
 */
import type { CrossrefAnswer } from './queue';

/** Where and as whom deposits are sent (config.crossref). */
export interface CrossrefAccount {
  user: string;
  password: string;
  depositUrl: string;
}

/** Longest wait for Crossref's answer, in ms. */
export const DEPOSIT_TIMEOUT_MS = 60_000;

/** The outcome of one send: the answer, and whether it counts as accepted (2xx). */
export interface SendResult extends CrossrefAnswer {
  ok: boolean;
}

/** Sends one deposit file. */
export type DepositSender = (xml: string, filename: string) => Promise<SendResult>;

/**
 * A sender posting to `account.depositUrl`.
 * @throws on network failure or timeout (the caller records it as a failed attempt); the
 *   error message never contains the password
 */
export function crossrefSender(account: CrossrefAccount, timeoutMs = DEPOSIT_TIMEOUT_MS): DepositSender {
  return async (xml, filename) => {
    const form = new FormData();
    form.set('operation', 'doMDUpload');
    form.set('login_id', account.user);
    form.set('login_passwd', account.password);
    form.set('fname', new Blob([xml], { type: 'application/xml' }), filename);
    const response = await fetch(account.depositUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    const body = await response.text();
    return { ok: response.ok, status: response.status, body };
  };
}
