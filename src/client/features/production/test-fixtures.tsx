/**
 * Test data of the production panel (jsdom tests only; decisions 0028 and 0032): the metadata as
 * the server prefills it, a web proof, an issue assignment, and the panel's calls answered. The
 * dashboards' shared rendering and toasts are src/client/test/workflow-fixtures.tsx.
 */
import type { HttpHandler } from 'msw';
import type { IssueAssignment } from '../../../shared/api/issue-management';
import type { ProductionMetadata, WebProof } from '../../../shared/api/production';
import { on } from '../../test/msw';

/** Production metadata as the server prefills it (overridable). */
export function productionMetadataOf(overrides: Partial<ProductionMetadata> = {}): ProductionMetadata {
  return {
    authors: [
      {
        givenNames: 'Ada',
        surname: 'Author',
        affiliations: [],
        orcid: null,
        corresponding: true,
        roles: [],
        equalContribution: false,
        email: null,
      },
      {
        givenNames: 'Grace',
        surname: 'Hopper',
        affiliations: [{ name: 'Yale University', rorId: null, department: null, city: null, country: null }],
        orcid: null,
        corresponding: false,
        roles: [],
        equalContribution: false,
        email: null,
      },
    ],
    keywords: ['tides'],
    language: 'en',
    translations: [],
    funding: [],
    license: 'CC BY 4.0',
    conflictOfInterest: null,
    dataAvailability: null,
    ethics: null,
    references: [],
    saved: false,
    editable: true,
    updatedAt: null,
    referenceDois: [],
    ...overrides,
  };
}

/** The web proof of a Word manuscript. */
export const WEB_PROOF: WebProof = {
  html: '<h2>Introduction</h2><p>Tidal heating of <i>Europa</i>.</p>',
  sourceFilename: 'manuscript.docx',
  messages: [],
};

/** An unassigned manuscript (continuous publication) whose journal has a current and a future issue. */
export const ISSUE_ASSIGNMENT: IssueAssignment = {
  issueId: null,
  scheduledAt: null,
  options: [
    { id: 71, volume: '12', number: '3', title: null, status: 'current', year: 2026 },
    { id: 72, volume: '12', number: '4', title: 'Ice worlds', status: 'future', year: 2026 },
  ],
};

/** The production panel's calls of submission `id` (metadata, web proof, issue), answered. */
export function productionStubs(id: number, metadata: ProductionMetadata = productionMetadataOf()): HttpHandler[] {
  return [
    on(`GET /api/submissions/${id}/production-metadata`, metadata),
    on(`GET /api/submissions/${id}/web-proof`, WEB_PROOF),
    on(`GET /api/submissions/${id}/issue`, ISSUE_ASSIGNMENT),
  ];
}
