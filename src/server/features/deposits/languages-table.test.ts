/**
 * The ISO 639-1 → ISO 639-2/B table of shared/domain/languages.ts (decision 0095) is the Library
 * of Congress's ISO 639-2 list as the iso-639-2 package publishes it (shared/ may import no package).
 */
import { iso6392 } from 'iso-639-2';
import { expect, it } from 'vitest';
import { ISO_639_1_TO_2B } from '../../../shared/domain/languages';

it('matches the iso-639-2 package', () => {
  const expected = Object.fromEntries(iso6392.flatMap((l) => (l.iso6391 ? [[l.iso6391, l.iso6392B]] : [])));
  expect(ISO_639_1_TO_2B).toEqual(expected);
});
