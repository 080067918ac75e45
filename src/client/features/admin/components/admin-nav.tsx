/**
 * The admin dashboard's side navigation (docs/decisions/0075-screens-layout.md): each section is
 * a page of its own (`/dashboard/admin/{section}`, the first one /dashboard/admin), listed as
 * links in a `nav` with `aria-current="page"` on the open one. From 1024 px (Tailwind `lg`) the
 * list stands in a column beside the section; on narrower screens a select names every section
 * and opens the chosen one, so that no entry is hidden in a row that scrolls sideways.
 */
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../../shared/routes';

/**
 * One section of the admin dashboard: its id (its URL segment), its label and its content; or,
 * with `href`, an entry that opens another page of the portal (the Reports, decision 0086).
 */
export type AdminSection = { id: string; label: string } & (
  { content: ReactNode; href?: undefined } | { href: string; content?: undefined }
);

/** The URL of section `id` of `sections` (the first one is /dashboard/admin; a page entry its own href). */
export function adminSectionHref(sections: readonly AdminSection[], id: string): string {
  const href = sections.find((section) => section.id === id)?.href;
  if (href) return href;
  return id === sections[0]?.id ? paths.dashboard.admin.getHref() : paths.dashboard.adminSection.getHref(id);
}

/**
 * The navigation and the open section `openId` of `sections`, side by side from 1024 px.
 * @param label accessible name of the navigation
 */
export function AdminNav({
  label,
  sections,
  openId,
}: {
  label: string;
  sections: readonly AdminSection[];
  openId: string;
}) {
  const navigate = useNavigate();
  const pages = sections.filter((section) => !section.href);
  const open = pages.find((section) => section.id === openId) ?? pages[0];
  if (!open) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
      <div className="min-w-0">
        <div className="lg:hidden">
          <label htmlFor="admin-section" className="block text-sm font-semibold text-slate-800">
            Section
          </label>
          <select
            id="admin-section"
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900"
            value={open.id}
            onChange={(e) => navigate(adminSectionHref(sections, e.currentTarget.value))}
          >
            {sections.map((section) => (
              <option key={section.id} value={section.id}>
                {section.label}
              </option>
            ))}
          </select>
        </div>
        <nav aria-label={label} className="hidden lg:block">
          <ul className="space-y-1 border-l border-slate-200">
            {sections.map((section) => {
              const current = section.id === open.id;
              return (
                <li key={section.id}>
                  <Link
                    to={adminSectionHref(sections, section.id)}
                    aria-current={current ? 'page' : undefined}
                    className={`-ml-px block border-l-2 px-4 py-2 text-sm font-semibold transition-colors ${
                      current
                        ? 'border-accent-400 bg-brand-50 text-brand-900'
                        : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-brand-900'
                    }`}
                  >
                    {section.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <section aria-label={open.label} className="min-w-0">
        {open.content}
      </section>
    </div>
  );
}
