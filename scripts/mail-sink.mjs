/**
 * The SMTP sink of the end-to-end runs (scripts/e2e-server.mjs, scripts/deploy-test.mjs): a
 * real SMTP server on loopback (smtp-server; no TLS, no auth) that writes each message it
 * receives as `{mailDir}/NNNN.eml` (0001, 0002, … in arrival order), where the specs read it
 * (e2e/support/mailbox.ts).
 *
 * @param {string} mailDir an existing directory
 * @returns {Promise<{ url: string, close: () => Promise<void> }>} `url` is the SMTP_URL to give
 *   the app (`smtp://127.0.0.1:<port>`); `close()` stops listening
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export async function startMailSink(mailDir) {
  const { SMTPServer } = await import('smtp-server');
  let received = 0;
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        writeFileSync(path.join(mailDir, `${String(received).padStart(4, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${smtp.server.address().port}`,
    close: () => new Promise((resolve) => smtp.close(resolve)),
  };
}
