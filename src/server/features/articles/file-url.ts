/** Site-relative URLs of stored public files (docs/decisions/0004). */

/** Site-relative URL of a stored public file: `/api/files/{key}`, or null without a key. */
export function fileUrl(key: string | null): string | null {
  return key ? `/api/files/${key}` : null;
}
