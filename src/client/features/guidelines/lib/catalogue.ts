/**
 * The guideline pages and how the index groups them (seed 000 §2 "Guidelines index",
 * "Guideline pages"): eleven types in five tabs. Titles and descriptions come from the
 * shared page meta (the server writes the same ones into the HTML).
 */
import { GUIDELINE_TYPES, STATIC_PAGE_META, type GuidelineType, type PageMeta } from '../../../../shared/seo/page-meta';
import { paths } from '../../../../shared/routes';

export type { GuidelineType };

/** The tabs of the index, in order. */
export type GuidelineGroupId = 'editors' | 'associate-editors' | 'reviewers' | 'authors' | 'manuscript';

/** One tab of the index: its label (the seed's words), a heading, an intro and its pages. */
export interface GuidelineGroup {
  id: GuidelineGroupId;
  /** The tab label, word for word from the seed. */
  tab: string;
  /** The panel's heading. */
  heading: string;
  /** Who the pages are for: the eyebrow above a page's title. */
  audience: string;
  intro: string;
  types: readonly GuidelineType[];
}

/** How a guideline page is listed: link label and a one-line summary. */
export interface GuidelineListing {
  type: GuidelineType;
  label: string;
  summary: string;
}

export const GUIDELINE_GROUPS: readonly GuidelineGroup[] = [
  {
    id: 'editors',
    tab: 'For Editors',
    heading: 'For Editors',
    audience: 'For Editors',
    intro: 'What we expect of the editors who lead our journals, and how to join an editorial board.',
    types: ['editor', 'join-editor'],
  },
  {
    id: 'associate-editors',
    tab: 'For Assoc. Editors',
    heading: 'For Associate Editors',
    audience: 'For Associate Editors',
    intro: 'How associate editors take manuscripts from submission to a recommendation, and how to join them.',
    types: ['associate-editor', 'join-associate'],
  },
  {
    id: 'reviewers',
    tab: 'For Reviewers',
    heading: 'For Reviewers',
    audience: 'For Reviewers',
    intro: 'How we review in confidence and on time, and how to join our pool of expert reviewers.',
    types: ['reviewer', 'join-reviewer'],
  },
  {
    id: 'authors',
    tab: 'For Authors',
    heading: 'For Authors',
    audience: 'For Authors',
    intro: 'Preparing and submitting your work, how it is reviewed, our integrity rules and the publication fees.',
    types: ['author', 'peer-review', 'plagiarism', 'processing-fee'],
  },
  {
    id: 'manuscript',
    tab: 'Manuscript Guidelines',
    heading: 'Manuscript Guidelines',
    audience: 'For Authors',
    intro: 'Formatting, structure and templates for the manuscript file itself.',
    types: ['manuscript'],
  },
];

const LISTINGS: Record<GuidelineType, Omit<GuidelineListing, 'type'>> = {
  editor: {
    label: 'Editor Guidelines',
    summary: 'Qualifications, roles and responsibilities of the editors who lead our journals.',
  },
  'join-editor': {
    label: 'Join as Editor',
    summary: 'Who can join an editorial board, what editors do, and how to apply.',
  },
  'associate-editor': {
    label: 'Associate Editor Guidelines',
    summary: 'Handling 2-4 manuscripts a month: screening, choosing reviewers and recommending decisions.',
  },
  'join-associate': {
    label: 'Join as Associate Editor',
    summary: 'Who can become an associate editor and how to apply.',
  },
  reviewer: {
    label: 'Reviewer Guidelines',
    summary: 'Double-blind review, confidentiality, conflicts of interest and timeliness.',
  },
  'join-reviewer': {
    label: 'Join as Reviewer',
    summary: 'Who can review for our journals, what it involves, and how to apply.',
  },
  author: {
    label: 'Author Guidelines',
    summary: 'File format, language, originality, references, figures and declarations.',
  },
  'peer-review': {
    label: 'Peer Review Process',
    summary: 'The five stages from initial screening to final decision, with typical timings.',
  },
  plagiarism: {
    label: 'Plagiarism Policy',
    summary: 'Zero tolerance: the 25% similarity limit, screening before review, and consequences.',
  },
  'processing-fee': {
    label: 'Processing Fees',
    summary: 'Article processing charges by manuscript type and country income band.',
  },
  manuscript: {
    label: 'Manuscript Preparation',
    summary: 'Fonts, spacing and numbering, the section structure, and article templates.',
  },
};

/** True when `value` names one of the eleven guideline pages. */
export function isGuidelineType(value: string | undefined): value is GuidelineType {
  return value !== undefined && (GUIDELINE_TYPES as readonly string[]).includes(value);
}

/** Link label and summary of a guideline page. */
export function guidelineListing(type: GuidelineType): GuidelineListing {
  return { type, ...LISTINGS[type] };
}

/** The index tab a guideline page belongs to. */
export function guidelineGroup(type: GuidelineType): GuidelineGroup {
  const group = GUIDELINE_GROUPS.find((candidate) => candidate.types.includes(type));
  if (!group) throw new Error(`Guideline type without a group: ${type}`);
  return group;
}

/** Title and description of a guideline page (its STATIC_PAGE_META entry). */
export function guidelineMeta(type: GuidelineType): PageMeta {
  return STATIC_PAGE_META[`/guidelines/${type}`];
}

const HREFS: Record<GuidelineType, string> = {
  editor: paths.guidelines.editor.getHref(),
  'join-editor': paths.guidelines.joinEditor.getHref(),
  'associate-editor': paths.guidelines.associateEditor.getHref(),
  'join-associate': paths.guidelines.joinAssociate.getHref(),
  reviewer: paths.guidelines.reviewer.getHref(),
  'join-reviewer': paths.guidelines.joinReviewer.getHref(),
  author: paths.guidelines.author.getHref(),
  'peer-review': paths.guidelines.peerReview.getHref(),
  plagiarism: paths.guidelines.plagiarism.getHref(),
  'processing-fee': paths.guidelines.processingFee.getHref(),
  manuscript: paths.guidelines.manuscript.getHref(),
};

/** The URL of a guideline page, from the `paths` map. */
export function guidelineHref(type: GuidelineType): string {
  return HREFS[type];
}
