/**
 * The Crossref deposit of an article with contributor roles, two ROR affiliations per author
 * and two funders with awards (decision 0089), held to crossref5.3.0.xsd with xmllint
 * (../shared/schemas): its contributors as publication stores them (production's
 * `contributorsOf`), its funding read back from the JATS generated for it; each affiliation an
 * `institution` with `institution_id type="ror"`, the funding in `fr:program name="fundref"`
 * with funder_name holding funder_identifier (fundref.xsd) and award_number. Also eLife's
 * funders read from a real file with their Funder Registry ids.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_ARTICLES } from '../../test/app';
import { input, jats, metadata, UCL } from '../../test/contributor-fixture';
import { canValidate, schemaErrors, XMLLINT_TIMEOUT_MS } from '../../test/xml-schemas';
import { contributorsOf } from '../production';
import { crossrefDepositXml } from './crossref-xml';
import { jatsExtras } from './jats-extras';
import type { DepositRecord } from './record';

describe('the Crossref deposit of that article', () => {
  const record: DepositRecord = {
    article: {
      id: 89,
      doi: input.doi,
      title: input.title,
      abstract: input.abstract,
      contributors: contributorsOf(metadata),
      articleType: input.articleType,
      volume: input.volume,
      issue: input.issue,
      pages: null,
      publishedDate: input.publishedDate,
      keywords: metadata.keywords,
      licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
      pdfFileKey: null,
      sourceFileKey: 'jats.xml',
      createdAt: new Date('2026-11-30T10:00:00Z'),
    },
    journal: {
      id: 1,
      title: 'Genesis Planetary Science',
      abbreviation: 'GPS',
      issn: '2049-3630',
      publisher: 'Genesis',
    },
    extras: jatsExtras(jats, input.doi),
  };
  const xml = crossrefDepositXml({
    record,
    publicUrl: 'https://journals.example.org',
    depositor: { name: 'Genesis', email: 'doi@genesis.example', registrant: 'Genesis Press' },
    batchId: 'batch-89',
    at: new Date('2026-11-30T12:00:00Z'),
  });

  it.runIf(canValidate() || process.env.CI === 'true')(
    'validates against Crossref 5.3.0',
    () => {
      expect(schemaErrors('crossref', [xml])).toEqual(['']);
    },
    XMLLINT_TIMEOUT_MS,
  );

  it('puts each ROR id in its institution', () => {
    expect(xml).toContain(
      `<institution><institution_name>University College London</institution_name><institution_id type="ror">${UCL}</institution_id><institution_place>London, United Kingdom</institution_place><institution_department>Department of Mathematics</institution_department></institution>`,
    );
    expect(xml.match(/<institution_id type="ror">/g)).toHaveLength(4);
  });

  it('deposits each funder with its identifier and its award numbers', () => {
    expect(xml).toContain('<fr:program name="fundref">');
    expect(xml).toContain(
      '<fr:assertion name="funder_name">Wellcome Trust<fr:assertion name="funder_identifier">https://doi.org/10.13039/100004440</fr:assertion></fr:assertion>',
    );
    expect(xml).toContain(
      '<fr:assertion name="funder_name">European Research Council<fr:assertion name="funder_identifier">https://ror.org/0472cxd90</fr:assertion></fr:assertion>',
    );
    for (const n of ['212345/Z/18/Z', '298765/A/20/Z', 'ERC-2020-STG 948562'])
      expect(xml).toContain(`<fr:assertion name="award_number">${n}</fr:assertion>`);
  });
});

describe('funders of a real eLife article (elife02304)', () => {
  it('are read with their Funder Registry id and award number', () => {
    const xml = fs.readFileSync(path.join(SHARED_ARTICLES, 'elife/xml/elife02304.xml'), 'utf8');
    const nih = { name: 'National Institutes of Health', id: 'https://doi.org/10.13039/100000002' };
    expect(jatsExtras(xml, '10.7554/eLife.02304').funding).toEqual([
      { funders: [nih], awards: ['R01GM096053'] },
      { funders: [nih], awards: ['R01GM094468'] },
      { funders: [nih], awards: ['R01GM105404'] },
    ]);
  });
});
