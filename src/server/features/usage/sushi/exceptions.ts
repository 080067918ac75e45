/**
 * COUNTER API Exceptions (Code of Practice R5.1 Appendix D, Table D.1; docs/decisions/0085-counter-r5-usage.md):
 * each code's exact Message and the HTTP status it is answered with. Only the codes this server
 * raises are listed.
 */

/** Code → [Message as Table D.1 words it, HTTP status]. */
export const EXCEPTIONS = {
  1000: ['Service Not Available', 503],
  1030: ['Insufficient Information to Process Request', 400],
  2010: ['Requestor is Not Authorized to Access Usage for Institution', 403],
  2020: ['APIKey Invalid', 401],
  3020: ['Invalid Date Arguments', 400],
  3030: ['No Usage Available for Requested Dates', 200],
  3031: ['Usage Not Ready for Requested Dates', 200],
  3032: ['Usage No Longer Available for Requested Dates', 200],
  3050: ['Parameter Not Recognized in this Context', 200],
  3060: ['Invalid ReportFilter Value', 200],
  3062: ['Invalid ReportAttribute Value', 200],
  3063: ['Components Not Supported', 200],
} as const;

export type ExceptionCode = keyof typeof EXCEPTIONS;

/** An Exception as the COUNTER API writes it (the `Exception` schema). */
export interface CounterException {
  Code: number;
  Message: string;
  Data?: string;
}

/** The Exception `code`, with `data` when given. */
export function exception(code: ExceptionCode, data?: string): CounterException {
  const [message] = EXCEPTIONS[code];
  return data === undefined ? { Code: code, Message: message } : { Code: code, Message: message, Data: data };
}

/** An Exception that stops a request: answered alone, with its HTTP status (Appendix D). */
export class CounterError extends Error {
  readonly status: number;
  readonly body: CounterException;

  constructor(code: ExceptionCode, data?: string) {
    super(EXCEPTIONS[code][0]);
    this.status = EXCEPTIONS[code][1];
    this.body = exception(code, data);
  }
}
