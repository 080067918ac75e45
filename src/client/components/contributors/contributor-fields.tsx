/**
 * Form parts for contributors, funders and statements (decision 0089), shared by the
 * submission wizard (features/submissions) and production metadata (features/production):
 * drafts as the form holds them (strings), their conversion to the request shape of
 * shared/api/contributors.ts, and the editors. Errors are looked up by the request's paths
 * (`authors.0.affiliations.1.rorId`), so the schema's and the server's messages land on the
 * fields they name.
 *
 * ROR: an affiliation's institution is typed text with an optional ROR ID. A caller may pass
 * `institutionInput` to replace the institution field with a search of ROR records (the
 * choice fills name, ROR ID, city and country; typed text is kept when nothing matches).
 * The screen that composes a form may instead provide both inputs, the institution's and the
 * funder's name, once for every form below it with {@link ContributorInputsContext}
 * (app/routes does, with features/ror's combobox: features may not import one another;
 * decision 0094). A prop given to a form wins over the context.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Affiliation, AuthorInput, Funder } from '../../../shared/api/contributors';
import { FUNDER_ID_PATTERN, normaliseFunderId } from '../../../shared/api/contributors';
import { CREDIT_DEGREES, CREDIT_ROLES, type CreditDegree, type CreditRoleSlug } from '../../../shared/domain/credit';
import { Button } from '../ui/button';
import { TextAreaField, TextField } from '../ui/form-fields';
import { OrcidStatus } from './orcid-status';

let nextKey = 1;
/** A key for a new row (React list keys). */
export const newKey = () => nextKey++;

export interface AffiliationDraft {
  key: number;
  name: string;
  rorId: string;
  department: string;
  city: string;
  country: string;
}
/** A role's value in the form: '' not a role, 'yes' a role without a stated degree, or a degree. */
export type RoleChoice = '' | 'yes' | CreditDegree;
export interface AuthorDraft {
  key: number;
  givenNames: string;
  surname: string;
  affiliations: AffiliationDraft[];
  orcid: string;
  /** The iD came from ORCID sign-in (decision 0093): shown with the iD icon, not editable. */
  orcidAuthenticated?: boolean;
  corresponding: boolean;
  email: string;
  equalContribution: boolean;
  roles: Partial<Record<CreditRoleSlug, RoleChoice>>;
}
export interface AwardDraft {
  key: number;
  number: string;
  title: string;
}
export interface FunderDraft {
  key: number;
  name: string;
  /** A ROR ID or a Funder Registry ID, as typed; sent as the one its form says. */
  id: string;
  awards: AwardDraft[];
}
export interface StatementsDraft {
  dataAvailability: string;
  conflictOfInterest: string;
  ethics: string;
}

export type Errors = Record<string, string>;

/** The message of a path or of anything below it. */
export function errorAt(errors: Errors, path: string): string | undefined {
  return errors[path] ?? Object.entries(errors).find(([p]) => p.startsWith(`${path}.`))?.[1];
}

export const emptyAffiliation = (): AffiliationDraft => ({
  key: newKey(),
  name: '',
  rorId: '',
  department: '',
  city: '',
  country: '',
});

export const emptyAuthor = (corresponding = false): AuthorDraft => ({
  key: newKey(),
  givenNames: '',
  surname: '',
  affiliations: [emptyAffiliation()],
  orcid: '',
  corresponding,
  email: '',
  equalContribution: false,
  roles: {},
});

export function affiliationDraftOf(a: Affiliation): AffiliationDraft {
  return {
    key: newKey(),
    name: a.name,
    rorId: a.rorId ?? '',
    department: a.department ?? '',
    city: a.city ?? '',
    country: a.country ?? '',
  };
}

/** An author as stored → the form's draft. */
export function authorDraftOf(a: {
  givenNames: string;
  surname: string;
  affiliations: Affiliation[];
  orcid: string | null;
  orcidAuthenticated?: boolean;
  corresponding: boolean;
  roles: { role: CreditRoleSlug; degree: CreditDegree | null }[];
  equalContribution: boolean;
  email: string | null;
}): AuthorDraft {
  return {
    key: newKey(),
    givenNames: a.givenNames,
    surname: a.surname,
    affiliations: a.affiliations.map(affiliationDraftOf),
    orcid: a.orcid ?? '',
    ...(a.orcid && a.orcidAuthenticated === true ? { orcidAuthenticated: true } : {}),
    corresponding: a.corresponding,
    email: a.email ?? '',
    equalContribution: a.equalContribution,
    roles: Object.fromEntries(a.roles.map((r) => [r.role, r.degree ?? 'yes'])),
  };
}

/** The form's author → the request's (blank affiliation rows are left out). */
export function authorRequestOf(a: AuthorDraft): AuthorInput {
  return {
    givenNames: a.givenNames,
    surname: a.surname,
    affiliations: a.affiliations
      .filter((f) => [f.name, f.rorId, f.department, f.city, f.country].some((v) => v.trim()))
      .map((f) => ({ name: f.name, rorId: f.rorId, department: f.department, city: f.city, country: f.country })),
    orcid: a.orcid,
    corresponding: a.corresponding,
    // Decision 0093: every author's address is kept (a co-author's ORCID link goes to it); only
    // the corresponding author's is printed.
    email: a.email,
    equalContribution: a.equalContribution,
    roles: CREDIT_ROLES.flatMap(({ slug }) => {
      const choice = a.roles[slug];
      return choice ? [{ role: slug, ...(choice === 'yes' ? {} : { degree: choice }) }] : [];
    }),
  };
}

export function funderDraftOf(f: Funder): FunderDraft {
  return {
    key: newKey(),
    name: f.name,
    id: f.rorId ?? f.funderRegistryId?.replace(/^https:\/\/doi\.org\//, '') ?? '',
    awards: f.awards.map((a) => ({ key: newKey(), number: a.number, title: a.title ?? '' })),
  };
}

/** A Funder Registry id (10.13039/…) goes to `funderRegistryId`; anything else is taken as a ROR ID. */
export function funderRequestOf(f: FunderDraft) {
  const id = f.id.trim();
  const fundref = FUNDER_ID_PATTERN.test(normaliseFunderId(id));
  return {
    name: f.name,
    rorId: id && !fundref ? id : '',
    funderRegistryId: fundref ? id : '',
    awards: f.awards.map((a) => ({ number: a.number, title: a.title })),
  };
}

/** Props of the institution input a caller may put in place of the typed one (ROR search). */
export interface InstitutionInputProps {
  id: string;
  label: string;
  value: AffiliationDraft;
  error: string | undefined;
  /** Sets the institution's parts (a ROR record fills name, rorId, city, country). */
  onChange: (patch: Partial<AffiliationDraft>) => void;
}

/** Props of the funder name input a caller may put in place of the typed one (ROR search). */
export interface FunderInputProps {
  id: string;
  label: string;
  value: FunderDraft;
  error: string | undefined;
  /** Sets the funder's parts (a ROR record fills name and id, its ROR ID). */
  onChange: (patch: Partial<FunderDraft>) => void;
}

/** Inputs with a search in place of the typed institution and funder names (decision 0094). */
export interface ContributorInputs {
  institutionInput?: (props: InstitutionInputProps) => ReactNode;
  funderInput?: (props: FunderInputProps) => ReactNode;
}

/**
 * The inputs every contributor and funder form below it uses, given by the screen that composes
 * the forms (app/routes). None by default: the names are typed text.
 */
export const ContributorInputsContext = createContext<ContributorInputs>({});

function AffiliationsEditor({
  idPrefix,
  path,
  value,
  errors,
  onChange,
  institutionInput,
}: {
  idPrefix: string;
  path: string;
  value: AffiliationDraft[];
  errors: Errors;
  onChange: (next: AffiliationDraft[]) => void;
  institutionInput?: (props: InstitutionInputProps) => ReactNode;
}) {
  const context = useContext(ContributorInputsContext);
  const searchInput = institutionInput ?? context.institutionInput;
  const set = (i: number, patch: Partial<AffiliationDraft>) =>
    onChange(value.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-semibold text-slate-800">Affiliations</legend>
      {errors[path] ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors[path]}
        </p>
      ) : null}
      <ol className="space-y-3">
        {value.map((a, i) => {
          const at = `${path}.${i}`;
          const id = `${idPrefix}-aff-${a.key}`;
          return (
            <li key={a.key} className="min-w-0 space-y-2 rounded border border-slate-200 bg-white p-2 sm:p-3">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Affiliation {i + 1}</p>
              {searchInput ? (
                searchInput({
                  id: `${id}-name`,
                  label: 'Institution',
                  value: a,
                  error: errors[`${at}.name`],
                  onChange: (patch) => set(i, patch),
                })
              ) : (
                <TextField
                  id={`${id}-name`}
                  label="Institution"
                  required
                  value={a.name}
                  error={errors[`${at}.name`]}
                  onChange={(e) => set(i, { name: e.currentTarget.value })}
                />
              )}
              <div className="grid gap-2 sm:grid-cols-2">
                <TextField
                  id={`${id}-ror`}
                  label="ROR ID"
                  hint="Such as https://ror.org/05dxps055"
                  autoComplete="off"
                  value={a.rorId}
                  error={errors[`${at}.rorId`]}
                  onChange={(e) => set(i, { rorId: e.currentTarget.value })}
                />
                <TextField
                  id={`${id}-dept`}
                  label="Department"
                  value={a.department}
                  error={errors[`${at}.department`]}
                  onChange={(e) => set(i, { department: e.currentTarget.value })}
                />
                <TextField
                  id={`${id}-city`}
                  label="City"
                  value={a.city}
                  error={errors[`${at}.city`]}
                  onChange={(e) => set(i, { city: e.currentTarget.value })}
                />
                <TextField
                  id={`${id}-country`}
                  label="Country"
                  value={a.country}
                  error={errors[`${at}.country`]}
                  onChange={(e) => set(i, { country: e.currentTarget.value })}
                />
              </div>
              <Button size="sm" variant="danger" onClick={() => onChange(value.filter((_, j) => j !== i))}>
                Remove<span className="sr-only"> affiliation {i + 1}</span>
              </Button>
            </li>
          );
        })}
      </ol>
      <Button size="sm" variant="secondary" onClick={() => onChange([...value, emptyAffiliation()])}>
        Add an affiliation
      </Button>
    </fieldset>
  );
}

const ROLE_CHOICES: { value: RoleChoice; label: string }[] = [
  { value: '', label: '—' },
  { value: 'yes', label: 'Yes' },
  ...CREDIT_DEGREES.map((d) => ({ value: d, label: d[0].toUpperCase() + d.slice(1) })),
];

/** The 14 CRediT roles, each with its degree (lead, equal, supporting) or "Yes" without one. */
function RolesEditor({
  idPrefix,
  value,
  error,
  onChange,
}: {
  idPrefix: string;
  value: AuthorDraft['roles'];
  error: string | undefined;
  onChange: (next: AuthorDraft['roles']) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-800">Contributions (CRediT)</legend>
      <p className="mt-1 text-xs text-slate-600">
        Each role this author had, with its degree when the authors state one.
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {/* Two columns only where the form is wide enough for a term beside its select: a container
          query, as the wizard is a half-width column on a desktop. */}
      <div className="@container mt-2">
        <div className="grid gap-x-3 gap-y-1 @xl:grid-cols-2">
          {CREDIT_ROLES.map((r) => {
            const id = `${idPrefix}-role-${r.slug}`;
            return (
              <div key={r.slug} className="flex min-w-0 items-center justify-between gap-2">
                <label htmlFor={id} className="min-w-0 text-sm text-slate-800">
                  {r.term}
                </label>
                <select
                  id={id}
                  className="h-9 shrink-0 rounded border border-slate-300 bg-white px-2 text-sm"
                  value={value[r.slug] ?? ''}
                  onChange={(e) => onChange({ ...value, [r.slug]: e.currentTarget.value as RoleChoice })}
                >
                  {ROLE_CHOICES.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </div>
      </div>
    </fieldset>
  );
}

/**
 * One author's fields: names, affiliations, ORCID iD, corresponding author and address,
 * equal contribution, CRediT roles. `path` is the author's request path ("authors.0").
 */
export function AuthorFields({
  idPrefix,
  path,
  author,
  errors,
  onChange,
  institutionInput,
  orcidAction,
  askEmail = false,
}: {
  idPrefix: string;
  path: string;
  author: AuthorDraft;
  errors: Errors;
  onChange: (patch: Partial<AuthorDraft>) => void;
  institutionInput?: (props: InstitutionInputProps) => ReactNode;
  /** Shown under the ORCID iD (the wizard's "Connect your ORCID iD", decision 0093). */
  orcidAction?: ReactNode;
  /** Ask every author's address, not only the corresponding author's (the wizard: co-authors' ORCID links). */
  askEmail?: boolean;
}) {
  const id = (name: string) => `${idPrefix}-author-${author.key}-${name}`;
  return (
    <div className="min-w-0 space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={id('given')}
          label="Given names"
          required
          value={author.givenNames}
          error={errors[`${path}.givenNames`]}
          onChange={(e) => onChange({ givenNames: e.currentTarget.value })}
        />
        <TextField
          id={id('surname')}
          label="Family name"
          required
          value={author.surname}
          error={errors[`${path}.surname`]}
          onChange={(e) => onChange({ surname: e.currentTarget.value })}
        />
      </div>
      <AffiliationsEditor
        idPrefix={id('affs')}
        path={`${path}.affiliations`}
        value={author.affiliations}
        errors={errors}
        onChange={(affiliations) => onChange({ affiliations })}
        institutionInput={institutionInput}
      />
      {author.orcidAuthenticated && author.orcid ? (
        <div className="space-y-1" role="group" aria-labelledby={id('orcid-label')}>
          <p id={id('orcid-label')} className="text-sm font-medium text-slate-800">
            ORCID iD
          </p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <OrcidStatus orcid={author.orcid} authenticated />
            <Button size="sm" variant="secondary" onClick={() => onChange({ orcid: '', orcidAuthenticated: false })}>
              Remove<span className="sr-only"> the authenticated ORCID iD</span>
            </Button>
          </div>
        </div>
      ) : (
        <TextField
          id={id('orcid')}
          label="ORCID iD"
          hint="0000-0002-1825-0097 or https://orcid.org/0000-0002-1825-0097"
          autoComplete="off"
          value={author.orcid}
          error={errors[`${path}.orcid`]}
          onChange={(e) => onChange({ orcid: e.currentTarget.value })}
        />
      )}
      {orcidAction}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <div className="flex items-center gap-2">
          <input
            id={id('corresponding')}
            type="checkbox"
            className="h-4 w-4 rounded border-slate-400 accent-brand-700"
            checked={author.corresponding}
            onChange={(e) => onChange({ corresponding: e.currentTarget.checked })}
          />
          <label htmlFor={id('corresponding')} className="text-sm text-slate-800">
            Corresponding author
          </label>
        </div>
        <div className="flex items-center gap-2">
          <input
            id={id('equal')}
            type="checkbox"
            className="h-4 w-4 rounded border-slate-400 accent-brand-700"
            checked={author.equalContribution}
            onChange={(e) => onChange({ equalContribution: e.currentTarget.checked })}
          />
          <label htmlFor={id('equal')} className="text-sm text-slate-800">
            Contributed equally
          </label>
        </div>
      </div>
      {author.corresponding || askEmail ? (
        <TextField
          id={id('email')}
          type="email"
          label={author.corresponding ? 'Address for correspondence' : 'E-mail address'}
          hint={
            author.corresponding
              ? 'Printed on the article.'
              : 'We mail this author a link to connect their ORCID iD. Not printed.'
          }
          autoComplete="off"
          value={author.email}
          error={errors[`${path}.email`]}
          onChange={(e) => onChange({ email: e.currentTarget.value })}
        />
      ) : null}
      <RolesEditor
        idPrefix={id('roles')}
        value={author.roles}
        error={errorAt(errors, `${path}.roles`)}
        onChange={(roles) => onChange({ roles })}
      />
    </div>
  );
}

/**
 * Funders, each with its ROR or Funder Registry ID and its awards (number and title). The
 * funder's name is typed, or `funderInput`'s (else the context's) search of ROR records.
 */
export function FundersEditor({
  idPrefix,
  value,
  errors,
  onChange,
  funderInput,
}: {
  idPrefix: string;
  value: FunderDraft[];
  errors: Errors;
  onChange: (next: FunderDraft[]) => void;
  funderInput?: (props: FunderInputProps) => ReactNode;
}) {
  const context = useContext(ContributorInputsContext);
  const nameInput = funderInput ?? context.funderInput;
  const set = (i: number, patch: Partial<FunderDraft>) =>
    onChange(value.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  return (
    <div className="min-w-0 space-y-3">
      {value.length === 0 ? <p className="text-sm text-slate-700">No funder listed.</p> : null}
      <ol className="space-y-3">
        {value.map((f, i) => {
          const id = `${idPrefix}-funder-${f.key}`;
          const at = `funding.${i}`;
          return (
            <li key={f.key} className="min-w-0 space-y-2 rounded-md bg-slate-50 p-3">
              <div className="grid gap-2 sm:grid-cols-2">
                {nameInput ? (
                  nameInput({
                    id: `${id}-name`,
                    label: `Funder ${i + 1}`,
                    value: f,
                    error: errors[`${at}.name`],
                    onChange: (patch) => set(i, patch),
                  })
                ) : (
                  <TextField
                    id={`${id}-name`}
                    label={`Funder ${i + 1}`}
                    required
                    value={f.name}
                    error={errors[`${at}.name`]}
                    onChange={(e) => set(i, { name: e.currentTarget.value })}
                  />
                )}
                <TextField
                  id={`${id}-id`}
                  label="ROR ID or Funder Registry ID"
                  hint="Such as https://ror.org/0472cxd90 or 10.13039/100004440"
                  autoComplete="off"
                  value={f.id}
                  error={errors[`${at}.rorId`] ?? errors[`${at}.funderRegistryId`]}
                  onChange={(e) => set(i, { id: e.currentTarget.value })}
                />
              </div>
              {f.awards.map((a, k) => (
                <div key={a.key} className="grid items-end gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_auto]">
                  <TextField
                    id={`${id}-award-${a.key}-number`}
                    label={`Award number ${k + 1}`}
                    required
                    value={a.number}
                    error={errors[`${at}.awards.${k}.number`]}
                    onChange={(e) =>
                      set(i, {
                        awards: f.awards.map((x, j) => (j === k ? { ...x, number: e.currentTarget.value } : x)),
                      })
                    }
                  />
                  <TextField
                    id={`${id}-award-${a.key}-title`}
                    label="Award title"
                    value={a.title}
                    error={errors[`${at}.awards.${k}.title`]}
                    onChange={(e) =>
                      set(i, {
                        awards: f.awards.map((x, j) => (j === k ? { ...x, title: e.currentTarget.value } : x)),
                      })
                    }
                  />
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => set(i, { awards: f.awards.filter((_, j) => j !== k) })}
                  >
                    Remove
                    <span className="sr-only">
                      {' '}
                      award {k + 1} of funder {i + 1}
                    </span>
                  </Button>
                </div>
              ))}
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => set(i, { awards: [...f.awards, { key: newKey(), number: '', title: '' }] })}
                >
                  Add an award<span className="sr-only"> to funder {i + 1}</span>
                </Button>
                <Button size="sm" variant="danger" onClick={() => onChange(value.filter((_, j) => j !== i))}>
                  Remove<span className="sr-only"> funder {i + 1}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={() => onChange([...value, { key: newKey(), name: '', id: '', awards: [] }])}>
        Add a funder
      </Button>
    </div>
  );
}

/** The three statements: data availability, conflicts of interest, ethics. */
export function StatementsEditor({
  idPrefix,
  value,
  errors,
  onChange,
}: {
  idPrefix: string;
  value: StatementsDraft;
  errors: Errors;
  onChange: (next: StatementsDraft) => void;
}) {
  return (
    <div className="min-w-0 space-y-3">
      <TextAreaField
        id={`${idPrefix}-data`}
        label="Data availability statement"
        hint="Where the data are, or why they are not shared."
        rows={2}
        value={value.dataAvailability}
        error={errors.dataAvailability}
        onChange={(e) => onChange({ ...value, dataAvailability: e.currentTarget.value })}
      />
      <TextAreaField
        id={`${idPrefix}-coi`}
        label="Conflict of interest statement"
        rows={2}
        value={value.conflictOfInterest}
        error={errors.conflictOfInterest}
        onChange={(e) => onChange({ ...value, conflictOfInterest: e.currentTarget.value })}
      />
      <TextAreaField
        id={`${idPrefix}-ethics`}
        label="Ethics statement"
        hint="Approvals, consent, registration."
        rows={2}
        value={value.ethics}
        error={errors.ethics}
        onChange={(e) => onChange({ ...value, ethics: e.currentTarget.value })}
      />
    </div>
  );
}
