/**
 * The production metadata form (decisions 0028 and 0089): authors in order (given and family
 * names, affiliations with their ROR IDs, ORCID iD, corresponding author and address, equal
 * contribution, CRediT roles with their degree), keywords, funders with their awards, licence,
 * data availability, conflict of interest and ethics statements, and references pasted one per line
 * (the DOIs found are listed under them). Checked with the server's own schema
 * (shared/api/production.ts) when saved, then again as fields change; the server's field
 * errors land on the fields they name. Read-only when the record can no longer be changed.
 *
 * What is typed and not saved is kept in this browser (decision 0102, lib/local-draft.ts) as it is
 * typed; after a reload the form offers it back ("Restore my changes" / "Discard them") and stays
 * disabled until one is chosen. Saving removes it.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  productionMetadataRequest,
  type ProductionMetadata,
  type ProductionMetadataInput,
} from '../../../../shared/api/production';
import { CREDIT_DEGREES, CREDIT_ROLE_SLUGS } from '../../../../shared/domain/credit';
import { LICENCES } from '../../../../shared/domain/licences';
import { findDoi, referenceLines } from '../../../../shared/domain/reference-lines';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields';
import {
  AuthorFields,
  authorDraftOf,
  authorRequestOf,
  emptyAuthor,
  errorAt,
  FundersEditor,
  funderDraftOf,
  funderRequestOf,
  newKey,
  StatementsEditor,
  type AuthorDraft,
  type Errors,
  type FunderDraft,
  type InstitutionInputProps,
  type StatementsDraft,
} from '../../../components/contributors/contributor-fields';
import { toast } from '../../../components/ui/toast';
import {
  languagesDraftOf,
  languagesRequestOf,
  TranslationsEditor,
  type LanguagesDraft,
} from '../../../components/translations/translations-editor';
import { ApiError } from '../../../lib/api-client';
import { productionMetadataQueryKey, saveProductionMetadata } from '../api/production-calls';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { readLocalDraft, removeLocalDraft, writeLocalDraft, type LocalDraft } from '../lib/local-draft';

interface Draft {
  authors: AuthorDraft[];
  keywords: string;
  funding: FunderDraft[];
  license: string;
  statements: StatementsDraft;
  references: string;
  languages: LanguagesDraft;
}

function draftOf(m: ProductionMetadata): Draft {
  return {
    authors: m.authors.map(authorDraftOf),
    keywords: m.keywords.join(', '),
    funding: m.funding.map(funderDraftOf),
    license: m.license,
    statements: {
      conflictOfInterest: m.conflictOfInterest ?? '',
      dataAvailability: m.dataAvailability ?? '',
      ethics: m.ethics ?? '',
    },
    references: m.references.join('\n'),
    languages: languagesDraftOf(m.language, m.translations),
  };
}

function requestOf(d: Draft): ProductionMetadataInput {
  return {
    authors: d.authors.map(authorRequestOf),
    keywords: d.keywords,
    funding: d.funding.map(funderRequestOf),
    license: d.license as ProductionMetadataInput['license'],
    conflictOfInterest: d.statements.conflictOfInterest,
    dataAvailability: d.statements.dataAvailability,
    ethics: d.statements.ethics,
    references: d.references,
    ...languagesRequestOf(d.languages),
  };
}

/** A text of a stored draft: anything else reads as empty. */
const storedText = z.string().catch('');
const storedFlag = z.boolean().catch(false);
/** A list of a stored draft: not a list reads as empty. */
const storedList = <T extends z.ZodType>(item: T) => z.array(item).catch([]);

/**
 * The form's draft as kept in the browser (lib/local-draft.ts), read leniently: a part of
 * another shape reads as empty (the editor sees what is restored before saving). Row keys are
 * not read: restored rows get new ones.
 */
const storedDraft = z.object({
  authors: storedList(
    z.object({
      givenNames: storedText,
      surname: storedText,
      affiliations: storedList(
        z.object({
          name: storedText,
          rorId: storedText,
          department: storedText,
          city: storedText,
          country: storedText,
        }),
      ),
      orcid: storedText,
      corresponding: storedFlag,
      email: storedText,
      equalContribution: storedFlag,
      roles: z.partialRecord(z.enum(CREDIT_ROLE_SLUGS), z.enum(['', 'yes', ...CREDIT_DEGREES]).catch('')).catch({}),
    }),
  ),
  keywords: storedText,
  funding: storedList(
    z.object({
      name: storedText,
      id: storedText,
      awards: storedList(z.object({ number: storedText, title: storedText })),
    }),
  ),
  license: storedText,
  statements: z
    .object({ conflictOfInterest: storedText, dataAvailability: storedText, ethics: storedText })
    .catch({ conflictOfInterest: '', dataAvailability: '', ethics: '' }),
  references: storedText,
  languages: z
    .object({
      language: storedText,
      translations: storedList(
        z.object({
          language: storedText,
          title: storedText,
          subtitle: storedText,
          abstract: storedText,
          keywords: storedText,
        }),
      ),
    })
    .catch({ language: 'en', translations: [] }),
});

/**
 * The form's draft of a stored one, with new row keys; an ORCID iD shows as authenticated only
 * when the saved record has it so (the flag is not trusted from the browser's storage). Null when
 * it is not a draft at all.
 */
function draftFromStorage(stored: unknown, metadata: ProductionMetadata): Draft | null {
  const parsed = storedDraft.safeParse(stored);
  if (!parsed.success) return null;
  const d = parsed.data;
  const authenticated = new Set(metadata.authors.filter((a) => a.orcidAuthenticated && a.orcid).map((a) => a.orcid));
  return {
    ...d,
    authors: d.authors.map((a) => ({
      ...a,
      key: newKey(),
      affiliations: a.affiliations.map((f) => ({ ...f, key: newKey() })),
      ...(a.orcid && authenticated.has(a.orcid) ? { orcidAuthenticated: true } : {}),
    })),
    funding: d.funding.map((f) => ({ ...f, key: newKey(), awards: f.awards.map((a) => ({ ...a, key: newKey() })) })),
    languages: { ...d.languages, translations: d.languages.translations.map((t) => ({ ...t, key: newKey() })) },
  };
}

/** True when two drafts send the same request (row keys aside). */
function sameRequest(a: Draft, b: Draft): boolean {
  return JSON.stringify(requestOf(a)) === JSON.stringify(requestOf(b));
}

/** The first message per path ("authors.0.orcid"), from the schema or from the server's 400. */
function check(d: Draft): Errors {
  const result = productionMetadataRequest.safeParse(requestOf(d));
  const errors: Errors = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-md border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-brand-900">{title}</legend>
      {children}
    </fieldset>
  );
}

export function ProductionMetadataForm({
  submissionId,
  metadata,
  institutionInput,
}: {
  submissionId: number;
  metadata: ProductionMetadata;
  /** An institution input with ROR search, in place of the typed one (contributor-fields.tsx). */
  institutionInput?: (props: InstitutionInputProps) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(metadata));
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const readOnly = !metadata.editable;
  const id = (name: string) => `pm-${submissionId}-${name}`;
  // Decision 0102: a draft kept from before a reload, offered back until restored or discarded.
  const [kept, setKept] = useState<{ stored: LocalDraft<unknown>; draft: Draft } | null>(null);
  useEffect(() => {
    const stored = readLocalDraft(submissionId);
    if (!stored) {
      removeLocalDraft(submissionId); // none, or not a draft
      return;
    }
    const restorable = readOnly ? null : draftFromStorage(stored.draft, metadata);
    if (!restorable || sameRequest(restorable, draftOf(metadata))) {
      removeLocalDraft(submissionId);
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's storage exists only after hydration
    setKept({ stored, draft: restorable });
    // Once per submission: the record saved since is what the offer is compared with then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submissionId]);

  const update = (change: (d: Draft) => Draft) => {
    const next = change(draft);
    setDraft(next);
    if (checked) setErrors(check(next));
    writeLocalDraft(submissionId, metadata.updatedAt, next);
  };
  const restore = () => {
    if (!kept) return;
    setDraft(kept.draft);
    if (checked) setErrors(check(kept.draft));
    writeLocalDraft(submissionId, kept.stored.base, kept.draft);
    setKept(null);
  };
  const discard = () => {
    removeLocalDraft(submissionId);
    setKept(null);
  };
  const setAuthor = (i: number, patch: Partial<AuthorDraft>) =>
    update((d) => ({ ...d, authors: d.authors.map((a, j) => (j === i ? { ...a, ...patch } : a)) }));
  const moveAuthor = (i: number, by: -1 | 1) =>
    update((d) => {
      const authors = [...d.authors];
      [authors[i], authors[i + by]] = [authors[i + by], authors[i]];
      return { ...d, authors };
    });

  const save = async () => {
    setChecked(true);
    const found = check(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({ title: 'Save failed', description: Object.values(found)[0], variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      const saved = await saveProductionMetadata(submissionId, requestOf(draft));
      removeLocalDraft(submissionId);
      queryClient.setQueryData(productionMetadataQueryKey(submissionId), saved);
      toast({ title: 'Production metadata saved' });
    } catch (error) {
      if (error instanceof ApiError && error.body.errors) {
        const fromServer: Errors = {};
        for (const e of error.body.errors) fromServer[e.path] ??= e.message;
        setErrors(fromServer);
      }
      toast({ title: 'Save failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const dois = referenceLines(draft.references).map(findDoi);
  const doiCount = dois.filter(Boolean).length;

  return (
    <form
      noValidate
      aria-label="Production metadata"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {kept ? (
        <div
          role="region"
          aria-label="Unsaved changes"
          className="mb-4 space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 sm:p-4"
        >
          <p className="text-sm text-slate-900">
            Changes to this metadata typed on {formatDateTime(kept.stored.savedAt)} were not saved. They are kept in
            this browser.
            {kept.stored.base !== metadata.updatedAt
              ? ' The metadata has been saved since: restoring puts your changes in place of the saved record in this form.'
              : null}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="primary" onClick={restore}>
              Restore my changes
            </Button>
            <Button size="sm" variant="secondary" onClick={discard}>
              Discard them
            </Button>
          </div>
        </div>
      ) : null}
      <fieldset disabled={readOnly || saving || kept !== null} className="min-w-0 space-y-4">
        {readOnly ? (
          <p className="text-sm text-slate-700">The proof is approved: this record is what is published.</p>
        ) : null}
        <Group title="Authors, in byline order">
          {errors.authors ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.authors}
            </p>
          ) : null}
          <ol className="space-y-4">
            {draft.authors.map((a, i) => (
              <li key={a.key} className="space-y-3 rounded-md bg-slate-50 p-3">
                <p className="text-sm font-semibold text-slate-800">Author {i + 1}</p>
                <AuthorFields
                  idPrefix={id('pm')}
                  path={`authors.${i}`}
                  author={a}
                  errors={errors}
                  onChange={(patch) => setAuthor(i, patch)}
                  institutionInput={institutionInput}
                />
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="secondary" disabled={i === 0} onClick={() => moveAuthor(i, -1)}>
                    Move up<span className="sr-only"> author {i + 1}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={i === draft.authors.length - 1}
                    onClick={() => moveAuthor(i, 1)}
                  >
                    Move down<span className="sr-only"> author {i + 1}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={draft.authors.length === 1}
                    onClick={() => update((d) => ({ ...d, authors: d.authors.filter((_, j) => j !== i) }))}
                  >
                    Remove<span className="sr-only"> author {i + 1}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          <Button
            variant="secondary"
            onClick={() =>
              update((d) => ({
                ...d,
                authors: [...d.authors, emptyAuthor()],
              }))
            }
          >
            Add an author
          </Button>
        </Group>

        <Group title="Keywords and licence">
          <TextField
            id={id('keywords')}
            label="Keywords"
            hint="Separated by commas."
            value={draft.keywords}
            error={errorAt(errors, 'keywords')}
            onChange={(e) => update((d) => ({ ...d, keywords: e.currentTarget.value }))}
          />
          <SelectField
            id={id('license')}
            label="Licence"
            required
            placeholder="Choose a licence"
            options={LICENCES.map((l) => ({ value: l.name, label: l.name }))}
            value={draft.license}
            error={errors.license}
            onChange={(e) => update((d) => ({ ...d, license: e.currentTarget.value }))}
          />
        </Group>

        <Group title="Funding">
          <FundersEditor
            idPrefix={id('pm')}
            value={draft.funding}
            errors={errors}
            onChange={(funding) => update((d) => ({ ...d, funding }))}
          />
        </Group>

        <Group title="Statements">
          <StatementsEditor
            idPrefix={id('pm')}
            value={draft.statements}
            errors={errors}
            onChange={(statements) => update((d) => ({ ...d, statements }))}
          />
        </Group>

        <Group title="Languages">
          <TranslationsEditor
            idPrefix={id('pm')}
            value={draft.languages}
            errors={errors}
            disabled={readOnly}
            onChange={(languages) => update((d) => ({ ...d, languages }))}
          />
        </Group>

        <Group title="References">
          <TextAreaField
            id={id('references')}
            label="References"
            hint={`One per line. ${referenceLines(draft.references).length} references, ${doiCount} with a DOI (linked on the article page).`}
            rows={8}
            value={draft.references}
            error={errors.references}
            onChange={(e) => update((d) => ({ ...d, references: e.currentTarget.value }))}
          />
        </Group>

        {readOnly ? null : (
          <Button type="submit" variant="primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save production metadata'}
          </Button>
        )}
      </fieldset>
    </form>
  );
}
