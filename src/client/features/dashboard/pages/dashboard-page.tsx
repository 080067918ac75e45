/**
 * /dashboard (seed 001 §2 "/dashboard"): 'Welcome, {name}', the role, and one panel per
 * dashboard the role opens (shared policy `dashboardsOf`): Author, Editor, Reviewer, Admin.
 * An account whose address is not confirmed yet sees 'Check your e-mail to confirm your
 * address' with a resend button first (decision 0013).
 * Guarded by RequireSession in the router.
 */
import type { ComponentType } from 'react';
import { dashboardsOf, type DashboardArea } from '../../../../shared/domain/policy';
import { roleLabel } from '../../../../shared/domain/roles';
import { DEFAULT_DESCRIPTION, STATIC_PAGE_META } from '../../../../shared/seo/page-meta';
import { Container } from '../../../components/ui/container';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session';
import { AdminPanel } from '../components/admin-panel';
import { AuthorPanel, EditorPanel, ReviewerPanel } from '../components/role-panels';
import { VerifyEmailNotice } from '../components/verify-email-notice';
import { OrcidAddressNotice, ORCID_PLACEHOLDER } from '../components/orcid-address-notice';

const META = STATIC_PAGE_META['/dashboard'] ?? { title: 'Dashboard', description: DEFAULT_DESCRIPTION };

const PANELS: Record<DashboardArea, ComponentType> = {
  author_dashboard: AuthorPanel,
  editor_dashboard: EditorPanel,
  reviewer_dashboard: ReviewerPanel,
  admin_dashboard: AdminPanel,
};

export function DashboardPage() {
  usePageMeta(META.title, META.description);
  const { user } = useSession();
  if (!user) return null;
  const areas = dashboardsOf(user.role);
  return (
    <Container className="space-y-6 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">Welcome, {user.name}</h1>
        <p className="mt-1 text-slate-700">
          Role: <span className="font-semibold">{roleLabel(user.role)}</span>
        </p>
      </header>
      {user.email?.endsWith(ORCID_PLACEHOLDER) ? (
        <OrcidAddressNotice />
      ) : user.emailVerified === false ? (
        <VerifyEmailNotice email={user.email} />
      ) : null}
      {areas.length === 0 ? (
        <p className="text-slate-700">Your role has no dashboard yet.</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {areas.map((area) => {
            const PanelOfArea = PANELS[area];
            return (
              <div key={area} className={area === 'admin_dashboard' ? 'min-w-0 lg:col-span-2' : 'min-w-0'}>
                <PanelOfArea />
              </div>
            );
          })}
        </div>
      )}
    </Container>
  );
}
