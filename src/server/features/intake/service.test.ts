/** Atomicity of the intake use cases: a failure inside the transaction keeps nothing. */
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { seedHouseJournals } from '../journals';
import { submitApplication, submitManuscript, type IntakeDeps } from './service';
import { applicationFields, countFiles, countRows, manuscriptFields, realPdf } from '../../test/intake';
import type { ReceivedFile } from '../../lib/multipart-upload';

let t: TestApp;
let filesRoot: string;
beforeAll(async () => {
  t = await createTestApp();
  // The public forms name the seeded journals; the server checks them in the database (decision 0046).
  await seedHouseJournals(t.app.db);
  filesRoot = path.join(t.dataDir, 'files');
});
afterAll(async () => {
  await t.close();
});

async function received(field: string, category: ReceivedFile['category'], name: string): Promise<ReceivedFile> {
  const written = await t.app.storage.write(Readable.from([realPdf()]));
  return { field, path: field, category, originalFilename: name, contentType: 'application/pdf', written };
}

/** Deps whose mailer fails on the second mail, after the row and the files were inserted. */
function failingDeps(): IntakeDeps {
  let calls = 0;
  return {
    db: t.app.db,
    storage: t.app.storage,
    files: t.app.files,
    editorialEmail: t.app.config.editorialEmail,
    mailer: {
      enqueue: async (tx, message) => {
        calls += 1;
        if (calls === 2) throw new Error('outbox unavailable');
        return t.app.mailer.enqueue(tx, message);
      },
      runOnce: () => t.app.mailer.runOnce(),
      beforeDelivery: (task) => t.app.mailer.beforeDelivery(task),
    },
  };
}

const tables = ['manuscript_intakes', 'join_applications', 'intake_files', 'stored_files', 'outbox'];
const snapshot = async () => ({
  rows: await Promise.all(tables.map((name) => countRows(t.app.db, name))),
  files: countFiles(filesRoot),
});

describe('intake transactions', () => {
  it('a manuscript whose transaction fails leaves no row, no file record, no mail and no file', async () => {
    const before = await snapshot();
    const file = await received('files', 'manuscript', 'paper.pdf');
    const body = { fields: manuscriptFields(), files: [file], errors: [] };
    await expect(submitManuscript(failingDeps(), { body })).rejects.toThrow('outbox unavailable');
    expect(await snapshot()).toEqual(before);
  });

  it('an application whose transaction fails keeps nothing either', async () => {
    const before = await snapshot();
    const files = [await received('biography', 'biography', 'bio.pdf'), await received('cv', 'cv', 'cv.pdf')];
    const body = { fields: applicationFields(), files, errors: [] };
    await expect(submitApplication(failingDeps(), { kind: 'editor', body })).rejects.toThrow('outbox unavailable');
    expect(await snapshot()).toEqual(before);
  });
});
