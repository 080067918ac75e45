/**
 * Sample values shared by the registry's previews: what an admin sees in place of each
 * variable. Invented, plainly so (example.org addresses, a made-up manuscript).
 */
import { paths } from '../../../../shared/routes';

const ORIGIN = 'https://genesis.example.org';

export const SAMPLE = {
  name: 'Ada Lovelace',
  email: 'ada.lovelace@example.org',
  reviewerEmail: 'reviewer@example.org',
  submissionId: '42',
  title: 'Soil microbiome shifts after long-term drought',
  journalTitle: 'Genesis Journal of Environmental Science',
  date: '12 March 2027',
  linkExpiry: 'Fri, 12 Mar 2027 09:30:00 GMT',
  tokenLink: (path: string) => `${ORIGIN}${path}?token=sample-token`,
  url: (path: string) => `${ORIGIN}${path}`,
} as const;

/** Variables several registry files describe alike: the manuscript, its number, the journal, the author's dashboard. */
export const VARIABLE = {
  title: { description: "The manuscript's title", sample: SAMPLE.title },
  submissionId: { description: "The submission's number", sample: SAMPLE.submissionId },
  journalTitle: { description: "The journal's title", sample: SAMPLE.journalTitle },
  authorDashboardUrl: { description: "The author's dashboard", sample: SAMPLE.url(paths.dashboard.author.getHref()) },
};
