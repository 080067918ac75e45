import { paths } from '../../../shared/routes';

/** One entry of the public main menu. `end`: active only on the exact path (Home). */
export interface NavItem {
  label: string;
  to: string;
  end?: boolean;
}

/**
 * The public main menu (seed 000 §2 Header), in order. On wide screens the Guidelines entry
 * becomes the mega-menu ({@link GUIDELINES_MENU}) and the Search entry the header search
 * button; the mobile menu lists every entry as a plain link (so /guidelines and /search too).
 */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', to: paths.home.getHref(), end: true },
  { label: 'About Us', to: paths.about.getHref() },
  { label: 'Open Access', to: paths.openAccess.getHref() },
  { label: 'Journals', to: paths.journals.getHref() },
  { label: 'Guidelines', to: paths.guidelines.root.getHref() },
  { label: 'Submit Manuscript', to: paths.submitManuscript.getHref() },
  { label: 'Contact', to: paths.contact.getHref() },
  { label: 'Search', to: paths.search.getHref() },
];

/** The hrefs of the two entries the desktop menu replaces with widgets. */
export const GUIDELINES_HREF = paths.guidelines.root.getHref();
export const SEARCH_HREF = paths.search.getHref();

/** One column of the Guidelines mega-menu: a title, a one-line summary and its links. */
export interface GuidelinesColumn {
  /** Stable id, used for the column's element ids. */
  id: string;
  title: string;
  summary: string;
  links: readonly NavItem[];
}

/**
 * The Guidelines mega-menu in five columns (seed 000 §2 Header): For Editors, For Associate
 * Editors, For Reviewers, For Authors, Manuscript Guidelines. Every guideline page of the
 * route table appears once; the index (/guidelines) is the menu's "View all" link.
 */
export const GUIDELINES_MENU: readonly GuidelinesColumn[] = [
  {
    id: 'editors',
    title: 'For Editors',
    summary: 'Responsibilities and how to join an editorial board.',
    links: [
      { label: 'Editor Guidelines', to: paths.guidelines.editor.getHref() },
      { label: 'Join as Editor', to: paths.guidelines.joinEditor.getHref() },
    ],
  },
  {
    id: 'associate-editors',
    title: 'For Associate Editors',
    summary: 'Handling manuscripts from submission to decision.',
    links: [
      { label: 'Associate Editor Guidelines', to: paths.guidelines.associateEditor.getHref() },
      { label: 'Join as Associate Editor', to: paths.guidelines.joinAssociate.getHref() },
    ],
  },
  {
    id: 'reviewers',
    title: 'For Reviewers',
    summary: 'Fair, thorough and confidential double-blind review.',
    links: [
      { label: 'Reviewer Guidelines', to: paths.guidelines.reviewer.getHref() },
      { label: 'Join as Reviewer', to: paths.guidelines.joinReviewer.getHref() },
      { label: 'Peer Review Process', to: paths.guidelines.peerReview.getHref() },
    ],
  },
  {
    id: 'authors',
    title: 'For Authors',
    summary: 'Preparing, submitting and publishing your work.',
    links: [
      { label: 'Author Guidelines', to: paths.guidelines.author.getHref() },
      { label: 'Plagiarism Policy', to: paths.guidelines.plagiarism.getHref() },
      { label: 'Processing Fees', to: paths.guidelines.processingFee.getHref() },
    ],
  },
  {
    id: 'manuscript',
    title: 'Manuscript Guidelines',
    summary: 'Formatting, structure and article templates.',
    links: [{ label: 'Manuscript Preparation', to: paths.guidelines.manuscript.getHref() }],
  },
];
