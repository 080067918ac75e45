/**
 * The author, editor and reviewer panels of /dashboard (seed 001 §2 "/dashboard"). Each panel
 * links to its role's dashboard and gathers the guidance and pages that exist for the role.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';

/** A titled card of the dashboard. */
export function Panel({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight text-brand-900">
        {title}
      </h2>
      <p className="mt-1 text-sm leading-6 text-slate-600">{lead}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A link of a role panel: where it leads, its text, and a line on what is there. */
interface PanelLink {
  to: string;
  label: string;
  note: string;
}

/** What a role panel shows: its element id, title, lead and links. */
interface RolePanelContent {
  id: string;
  title: string;
  lead: string;
  links: readonly PanelLink[];
}

function RolePanel({ content }: { content: RolePanelContent }) {
  return (
    <Panel id={content.id} title={content.title} lead={content.lead}>
      <ul className="space-y-3">
        {content.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {link.label}
            </Link>
            <p className="text-sm text-slate-600">{link.note}</p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

const PEER_REVIEW = { to: paths.guidelines.peerReview.getHref(), label: 'Peer Review Process' };

const AUTHOR: RolePanelContent = {
  id: 'author-panel',
  title: 'Author',
  lead: 'Prepare your manuscript and send it to a Genesis journal.',
  links: [
    {
      to: paths.dashboard.author.getHref(),
      label: 'Author Dashboard',
      note: 'Create drafts, upload manuscripts, submit, and follow review.',
    },
    {
      to: paths.guidelines.author.getHref(),
      label: 'Guidelines for Authors',
      note: 'Format, language, references, figures and declarations.',
    },
    {
      to: paths.guidelines.manuscript.getHref(),
      label: 'Manuscript Guidelines',
      note: 'Structure, formatting rules and templates.',
    },
    {
      to: paths.submitManuscript.getHref(),
      label: 'Submit a manuscript',
      note: 'Send your files, the journal and the article type.',
    },
  ],
};

const EDITOR: RolePanelContent = {
  id: 'editor-panel',
  title: 'Editor',
  lead: 'Handle manuscripts from desk review to decision.',
  links: [
    {
      to: paths.dashboard.editor.getHref(),
      label: 'Editor Dashboard',
      note: 'The submissions queue: desk review, reviewers, decisions, production.',
    },
    {
      to: paths.guidelines.editor.getHref(),
      label: 'Guidelines for Editors',
      note: 'Roles, responsibilities and requirements.',
    },
    { ...PEER_REVIEW, note: 'From initial screening to final decision, with its timeline.' },
  ],
};

const REVIEWER: RolePanelContent = {
  id: 'reviewer-panel',
  title: 'Reviewer',
  lead: 'Review the manuscripts you are invited to.',
  links: [
    {
      to: paths.dashboard.reviewer.getHref(),
      label: 'Reviewer Dashboard',
      note: 'Your invitations, the anonymised manuscripts and your reviews.',
    },
    {
      to: paths.guidelines.reviewer.getHref(),
      label: 'Guidelines for Reviewers',
      note: 'Double-blind review, confidentiality and timelines.',
    },
    { ...PEER_REVIEW, note: 'How your recommendation feeds the decision.' },
  ],
};

export const AuthorPanel = () => <RolePanel content={AUTHOR} />;
export const EditorPanel = () => <RolePanel content={EDITOR} />;
export const ReviewerPanel = () => <RolePanel content={REVIEWER} />;
