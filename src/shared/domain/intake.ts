/**
 * Constants of the public intake (seed 000 §2 submit manuscript, contact, join applications;
 * §3 entities; §9 limits): the limits every intake rule uses, the journal options of the
 * submission form and of the applications, the join kinds and the contact inquiry types.
 */
import { HOUSE_JOURNALS } from './journals';

/**
 * Limits of seed 000 §9 (and §5), in characters unless named otherwise. The validation
 * schemas in `src/shared/validation/` read them from here; nothing else should restate them.
 */
export const INTAKE_LIMITS = {
  /** 30 MB per file, in bytes (30 * 1024 * 1024). */
  fileBytes: 30 * 1024 * 1024,
  /** Files one manuscript submission may carry (ours: the seed sets no count). */
  manuscriptFiles: 20,
  emailMin: 5,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 100,
  addressMax: 200,
  cityMax: 100,
  stateMax: 100,
  postalMin: 2,
  postalMax: 12,
  postTitleMax: 50,
  universityMax: 50,
  affiliationMax: 50,
  manuscriptTitleMin: 3,
  manuscriptTitleMax: 50,
  abstractMax: 500,
  /** Ours (the seed sets none): keywords, co-authors, notes, decline reason. */
  keywordsMax: 500,
  coAuthorsMax: 1000,
  noteMax: 2000,
  declineReasonMax: 2000,
  contactMessageMax: 2000,
  researchInterestMin: 3,
  researchInterestMax: 1000,
  /** Ours: longest journal title (manuscripts) or slug (applications) a form may send. */
  journalChoiceMax: 300,
} as const;

/**
 * The 12 journal titles of seed 000 §3 "Journal options": the house journals a fresh install
 * seeds. The forms no longer offer these fixed lists: they offer the database's journals that
 * accept submissions, and the server checks the choice there (decision 0046).
 */
export const SUBMISSION_JOURNAL_TITLES: readonly string[] = HOUSE_JOURNALS.map((j) => j.title);

/** One journal option of the application forms: the slug sent, the title shown. */
export interface ApplicationJournalOption {
  slug: string;
  title: string;
}

/**
 * Journal options of the join applications (seed 000 §3 "Application slugs"): the 12 slugs,
 * paired with the titles of the same journals, in the seed's order (the seeded journals;
 * the forms read the database's, decision 0046).
 */
export const APPLICATION_JOURNAL_OPTIONS: readonly ApplicationJournalOption[] = HOUSE_JOURNALS.map((j) => ({
  slug: j.slug,
  title: j.title,
}));

/** The 12 application slugs alone (the values of the `journal` field). */
export const APPLICATION_JOURNAL_SLUGS: readonly string[] = APPLICATION_JOURNAL_OPTIONS.map((o) => o.slug);

/** Title of a journal from its application slug, or undefined for an unknown slug. */
export function journalTitleOfSlug(slug: string): string | undefined {
  return APPLICATION_JOURNAL_OPTIONS.find((o) => o.slug === slug)?.title;
}

/** The three public join applications (seed 000 §2 "Join applications", §7). */
export const JOIN_KINDS = ['reviewer', 'editor', 'associate_editor'] as const;
export type JoinKind = (typeof JOIN_KINDS)[number];

/** What each join kind is called, where its form lives and where it posts (seed 000 §2, §7). */
export interface JoinKindInfo {
  kind: JoinKind;
  /** Human label, e.g. "Associate Editor". */
  label: string;
  /** Last segment of `POST /api/public/contacts/{segment}`. */
  endpointSegment: string;
  /** Path of the public form page. */
  pagePath: string;
  /** Name of the research-interest field on this kind's form (seed 000 §3). */
  researchInterestField: 'researchInterests' | 'researchInterest';
}

export const JOIN_KIND_INFO: Readonly<Record<JoinKind, JoinKindInfo>> = {
  reviewer: {
    kind: 'reviewer',
    label: 'Reviewer',
    endpointSegment: 'reviewer',
    pagePath: '/guidelines/join-reviewer',
    researchInterestField: 'researchInterest',
  },
  editor: {
    kind: 'editor',
    label: 'Editor',
    endpointSegment: 'editor',
    pagePath: '/guidelines/join-editor',
    researchInterestField: 'researchInterests',
  },
  associate_editor: {
    kind: 'associate_editor',
    label: 'Associate Editor',
    endpointSegment: 'associate_editor',
    pagePath: '/guidelines/join-associate',
    researchInterestField: 'researchInterest',
  },
};

/** One contact inquiry type: the value sent, the label shown. */
export interface InquiryTypeOption {
  value: string;
  label: string;
}

/**
 * Inquiry types of the contact form (seed 000 §3 "Contact message": inquiryType, default
 * general, no visible input). Only `general` is the seed's; the others are ours, so that a
 * future dropdown and the server agree on one list.
 */
export const INQUIRY_TYPES = [
  { value: 'general', label: 'General inquiry' },
  { value: 'submission', label: 'Manuscript submission' },
  { value: 'peer_review', label: 'Peer review' },
  { value: 'editorial_board', label: 'Joining the editorial board' },
  { value: 'fees', label: 'Publication fees and payments' },
  { value: 'technical', label: 'Website or technical problem' },
] as const satisfies readonly InquiryTypeOption[];

/** The values of `INQUIRY_TYPES`, as the non-empty tuple `z.enum` wants. */
export const INQUIRY_TYPE_VALUES = INQUIRY_TYPES.map((t) => t.value) as [
  (typeof INQUIRY_TYPES)[number]['value'],
  ...(typeof INQUIRY_TYPES)[number]['value'][],
];
export type InquiryType = (typeof INQUIRY_TYPES)[number]['value'];

/** The inquiry type a contact message has when none is chosen (seed 000 §2, §3). */
export const DEFAULT_INQUIRY_TYPE: InquiryType = 'general';
