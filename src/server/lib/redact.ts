/**
 * Removes secrets from URLs before they are logged: the values of `token` (and any
 * `*token*`, `password`, `code`) query parameters become "[redacted]", and so does the token
 * segment of `/api/password-reset/validate/{token}`. Invitation and
 * password-reset links carry single-use tokens that must never reach a log.
 */
const SECRET_PARAM = /^(.*token.*|password|code|secret)$/i;

/** Paths that carry a secret as a segment: `/api/password-reset/validate/{token}`. */
const SECRET_PATH = /(\/password-reset\/validate\/)[^/?#]+/i;

export function redactUrl(url: string): string {
  url = url.replace(SECRET_PATH, '$1[redacted]');
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAM.test(key)) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/** A secret query parameter inside free text (a mail body): its name and `=`, then its value. */
const SECRET_PARAM_IN_TEXT = /([?&](?:[^=&\s?#]*token[^=&\s?#]*|password|code|secret)=)[^&\s#"'<>]+/gi;

/**
 * Free text (a mail body, plain or HTML) with the values of its links' secret query
 * parameters replaced by "[redacted]": what the outbox keeps of a mail once delivered, and
 * what the log shows of a mail that could not be sent (decision 0008: no token stored or logged).
 */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_PARAM_IN_TEXT, '$1[redacted]');
}
