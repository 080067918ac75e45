/**
 * A multipart/form-data body built by hand for `app.inject` (uploads of the intake and the
 * workflow).
 */
import { randomBytes } from 'node:crypto';

const unique = () => randomBytes(4).toString('hex');

/** One file part. */
export interface UploadFile {
  field: string;
  name: string;
  type?: string;
  data: Buffer;
}

const CRLF = '\r\n';

/** A multipart/form-data body built by hand: text fields first, then the files. */
export function multipart(fields: Record<string, string>, files: readonly UploadFile[] = []) {
  const boundary = `----genesis${unique()}${unique()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}${CRLF}Content-Disposition: form-data; name="${f.field}"; filename="${f.name}"${CRLF}` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}${CRLF}${CRLF}`,
      ),
      f.data,
      Buffer.from(CRLF),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
