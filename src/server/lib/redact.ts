/**
 * Removes secrets from URLs before they are logged: the values of `token` (and any
 * `*token*`, `password`, `code`) query parameters become "[redacted]". Invitation and
 * password-reset links carry single-use tokens that must never reach a log.
 */
const SECRET_PARAM = /^(.*token.*|password|code|secret)$/i;

export function redactUrl(url: string): string {
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
