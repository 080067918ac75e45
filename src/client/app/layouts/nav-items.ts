import { paths } from '../paths';

/** One entry of the public main menu. `end`: active only on the exact path (Home). */
export interface NavItem {
  label: string;
  to: string;
  end?: boolean;
}

/**
 * The public main menu (seed 000 §2 Header), in order. The Guidelines mega-menu and the
 * search dropdown replace the plain Guidelines and Search links in a later issue.
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
