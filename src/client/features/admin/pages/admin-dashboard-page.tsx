/**
 * /dashboard/admin (seed 001 §2 "Admin dashboard"; admin and editor-in-chief, guarded in the
 * router): 'Admin Dashboard', 'Manage public intakes, joins, and contacts', and the tabs
 * Public Manuscripts, Joins, Contacts, Archived (seed) plus Users and, for admins, Audit
 * (ours, decision 0010), Editorial boards (admins; decisions 0031, 0059), Deposits (Crossref deposits and the DOAJ
 * export, decision 0027), Journals (journal management, decision 0030) and Issues (a journal's issues and
 * their publication, decision 0032), Mail templates (the texts of every mail, decision 0053) and Sign-in
 * providers (institutions' OpenID Connect providers, decisions 0087 and 0094) and Import from OJS
 * (an OJS export uploaded, previewed and imported, decision 0101). Every list
 * is paginated, 20 a page; every action refetches the lists. Each section is a page of its own,
 * /dashboard/admin/{section} (the first is /dashboard/admin), in a side navigation (decision 0075);
 * an unknown section, or one the role may not open, shows the first.
 */
import { can } from '../../../../shared/domain/policy';
import { paths } from '../../../../shared/routes';
import { Container } from '../../../components/ui/container';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session';
import { AdminNav, type AdminSection } from '../components/admin-nav';
import { ArchivedTab } from '../components/archived-tab';
import { AuditTab } from '../components/audit-tab';
import { BoardsTab } from '../components/boards-tab';
import { ContactsTab } from '../components/contacts-tab';
import { DepositsTab } from '../components/deposits-tab';
import { IssuesTab } from '../components/issues-tab';
import { JoinsTab } from '../components/joins-tab';
import { JournalsTab } from '../components/journals-tab';
import { MailTemplatesTab } from '../components/mail-templates-tab';
import { PublicManuscriptsTab } from '../components/manuscripts-tab';
import { OjsImportTab } from '../components/ojs-import-tab';
import { SignInProvidersTab } from '../components/sign-in-providers-tab';
import { UsersTab } from '../components/users-tab';

export function AdminDashboardPage() {
  usePageMeta('Admin Dashboard', 'Manage public intakes, joins, and contacts.');
  const { user } = useSession();
  const canManage = can(user?.role, 'manage_users');
  const canDeposit = can(user?.role, 'manage_deposits');
  const canManageJournals = can(user?.role, 'manage_journals');
  // Of the roles that open this page only the admin runs every journal's issues (decision 0059).
  const canManageIssues = can(user?.role, 'handle_submissions');
  const canManageMail = can(user?.role, 'manage_mail_templates');
  const canManageSignIn = can(user?.role, 'manage_sign_in_providers');
  const { section = '' } = useParams();

  const sections: AdminSection[] = [
    { id: 'public-manuscripts', label: 'Public Manuscripts', content: <PublicManuscriptsTab /> },
    { id: 'joins', label: 'Joins', content: <JoinsTab /> },
    { id: 'contacts', label: 'Contacts', content: <ContactsTab /> },
    { id: 'archived', label: 'Archived', content: <ArchivedTab /> },
    { id: 'users', label: 'Users', content: <UsersTab canManage={canManage} /> },
    // Boards and issues are run by admins here; the site role editor_in_chief holds no journal
    // role, so the server answers 404 to it (decision 0059) and the tabs are not offered.
    ...(canManageJournals ? [{ id: 'boards', label: 'Editorial boards', content: <BoardsTab /> }] : []),
    ...(canManage ? [{ id: 'audit', label: 'Audit', content: <AuditTab /> }] : []),
    ...(canDeposit ? [{ id: 'deposits', label: 'Deposits', content: <DepositsTab /> }] : []),
    ...(canManageJournals ? [{ id: 'journals', label: 'Journals', content: <JournalsTab /> }] : []),
    ...(canManageIssues ? [{ id: 'issues', label: 'Issues', content: <IssuesTab /> }] : []),
    // Importing a journal's catalogue or people from OJS (decision 0101): admins only.
    ...(canManageJournals ? [{ id: 'ojs-import', label: 'Import from OJS', content: <OjsImportTab /> }] : []),
    ...(canManageMail ? [{ id: 'mail-templates', label: 'Mail templates', content: <MailTemplatesTab /> }] : []),
    ...(canManageSignIn ? [{ id: 'sign-in', label: 'Sign-in providers', content: <SignInProvidersTab /> }] : []),
    // The editorial reports (decision 0086) are a page of their own; admins read every journal's.
    // The site role editor_in_chief holds no journal role (decision 0037), so it has none to read.
    ...(canManage ? [{ id: 'reports', label: 'Reports', href: paths.dashboard.reports.getHref() }] : []),
  ];

  return (
    <Container className="space-y-6 py-8 sm:py-12">
      <div data-testid="admin-dashboard-root" className="min-w-0 space-y-6">
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">Admin Dashboard</h1>
          <p className="mt-1 text-slate-700">Manage public intakes, joins, and contacts</p>
        </header>
        <AdminNav label="Admin inbox" sections={sections} openId={section} />
      </div>
    </Container>
  );
}
