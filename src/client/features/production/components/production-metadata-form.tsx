/**
 * The production metadata form (decision 0028): authors in order (given and family names,
 * affiliations one per line, ORCID iD, corresponding author), keywords, funding, licence,
 * conflict of interest and data availability statements, and references pasted one per line
 * (the DOIs found are listed under them). Checked with the server's own schema
 * (shared/api/production.ts) when saved, then again as fields change; the server's field
 * errors land on the fields they name. Read-only when the record can no longer be changed.
 */
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  productionMetadataRequest,
  type ProductionMetadata,
  type ProductionMetadataInput,
} from '../../../../shared/api/production';
import { LICENCES } from '../../../../shared/domain/licences';
import { findDoi, referenceLines } from '../../../../shared/domain/reference-lines';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { productionMetadataQueryKey, saveProductionMetadata } from '../api/production-calls';
import { errorMessage } from '../../../lib/error-message';

interface AuthorDraft {
  key: number;
  givenNames: string;
  surname: string;
  affiliations: string;
  orcid: string;
  corresponding: boolean;
}
interface AwardDraft {
  key: number;
  funder: string;
  awardId: string;
}
interface Draft {
  authors: AuthorDraft[];
  keywords: string;
  funding: AwardDraft[];
  license: string;
  conflictOfInterest: string;
  dataAvailability: string;
  references: string;
}

let nextKey = 1;

function draftOf(m: ProductionMetadata): Draft {
  return {
    authors: m.authors.map((a) => ({
      key: nextKey++,
      givenNames: a.givenNames,
      surname: a.surname,
      affiliations: a.affiliations.join('\n'),
      orcid: a.orcid ?? '',
      corresponding: a.corresponding,
    })),
    keywords: m.keywords.join(', '),
    funding: m.funding.map((f) => ({ key: nextKey++, funder: f.funder, awardId: f.awardId ?? '' })),
    license: m.license,
    conflictOfInterest: m.conflictOfInterest ?? '',
    dataAvailability: m.dataAvailability ?? '',
    references: m.references.join('\n'),
  };
}

function requestOf(d: Draft): ProductionMetadataInput {
  return {
    authors: d.authors.map((a) => ({
      givenNames: a.givenNames,
      surname: a.surname,
      affiliations: a.affiliations.split('\n').filter((line) => line.trim()),
      orcid: a.orcid,
      corresponding: a.corresponding,
    })),
    keywords: d.keywords,
    funding: d.funding.map((f) => ({ funder: f.funder, awardId: f.awardId })),
    license: d.license as ProductionMetadataInput['license'],
    conflictOfInterest: d.conflictOfInterest,
    dataAvailability: d.dataAvailability,
    references: d.references,
  };
}

type Errors = Record<string, string>;

/** The first message per path ("authors.0.orcid"), from the schema or from the server's 400. */
function check(d: Draft): Errors {
  const result = productionMetadataRequest.safeParse(requestOf(d));
  const errors: Errors = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** The message of a path or of anything below it (an affiliation line's error lands on the box). */
function errorAt(errors: Errors, path: string): string | undefined {
  return errors[path] ?? Object.entries(errors).find(([p]) => p.startsWith(`${path}.`))?.[1];
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
}: {
  submissionId: number;
  metadata: ProductionMetadata;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(metadata));
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const readOnly = !metadata.editable;
  const id = (name: string) => `pm-${submissionId}-${name}`;

  const update = (change: (d: Draft) => Draft) => {
    const next = change(draft);
    setDraft(next);
    if (checked) setErrors(check(next));
  };
  const setAuthor = (i: number, patch: Partial<AuthorDraft>) =>
    update((d) => ({ ...d, authors: d.authors.map((a, j) => (j === i ? { ...a, ...patch } : a)) }));
  const moveAuthor = (i: number, by: -1 | 1) =>
    update((d) => {
      const authors = [...d.authors];
      [authors[i], authors[i + by]] = [authors[i + by], authors[i]];
      return { ...d, authors };
    });
  const setAward = (i: number, patch: Partial<AwardDraft>) =>
    update((d) => ({ ...d, funding: d.funding.map((f, j) => (j === i ? { ...f, ...patch } : f)) }));

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
      <fieldset disabled={readOnly || saving} className="min-w-0 space-y-4">
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
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    id={id(`author-${a.key}-given`)}
                    label="Given names"
                    required
                    value={a.givenNames}
                    error={errors[`authors.${i}.givenNames`]}
                    onChange={(e) => setAuthor(i, { givenNames: e.currentTarget.value })}
                  />
                  <TextField
                    id={id(`author-${a.key}-surname`)}
                    label="Family name"
                    required
                    value={a.surname}
                    error={errors[`authors.${i}.surname`]}
                    onChange={(e) => setAuthor(i, { surname: e.currentTarget.value })}
                  />
                </div>
                <TextAreaField
                  id={id(`author-${a.key}-affiliations`)}
                  label="Affiliations"
                  hint="One per line: department, institution, city, country."
                  rows={2}
                  value={a.affiliations}
                  error={errorAt(errors, `authors.${i}.affiliations`)}
                  onChange={(e) => setAuthor(i, { affiliations: e.currentTarget.value })}
                />
                <TextField
                  id={id(`author-${a.key}-orcid`)}
                  label="ORCID iD"
                  hint="0000-0002-1825-0097 or https://orcid.org/0000-0002-1825-0097"
                  autoComplete="off"
                  value={a.orcid}
                  error={errors[`authors.${i}.orcid`]}
                  onChange={(e) => setAuthor(i, { orcid: e.currentTarget.value })}
                />
                <div className="flex items-center gap-2">
                  <input
                    id={id(`author-${a.key}-corresponding`)}
                    type="checkbox"
                    className="h-4 w-4 rounded border-slate-400 accent-brand-700"
                    checked={a.corresponding}
                    onChange={(e) => setAuthor(i, { corresponding: e.currentTarget.checked })}
                  />
                  <label htmlFor={id(`author-${a.key}-corresponding`)} className="text-sm text-slate-800">
                    Corresponding author
                  </label>
                </div>
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
                authors: [
                  ...d.authors,
                  { key: nextKey++, givenNames: '', surname: '', affiliations: '', orcid: '', corresponding: false },
                ],
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
          {draft.funding.length === 0 ? <p className="text-sm text-slate-700">No award listed.</p> : null}
          {draft.funding.map((f, i) => (
            <div key={f.key} className="grid items-end gap-3 sm:grid-cols-[1fr_12rem_auto]">
              <TextField
                id={id(`award-${f.key}-funder`)}
                label={`Funder ${i + 1}`}
                required
                value={f.funder}
                error={errors[`funding.${i}.funder`]}
                onChange={(e) => setAward(i, { funder: e.currentTarget.value })}
              />
              <TextField
                id={id(`award-${f.key}-award`)}
                label="Award number"
                value={f.awardId}
                error={errors[`funding.${i}.awardId`]}
                onChange={(e) => setAward(i, { awardId: e.currentTarget.value })}
              />
              <Button
                size="sm"
                variant="danger"
                onClick={() => update((d) => ({ ...d, funding: d.funding.filter((_, j) => j !== i) }))}
              >
                Remove<span className="sr-only"> funder {i + 1}</span>
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            onClick={() =>
              update((d) => ({ ...d, funding: [...d.funding, { key: nextKey++, funder: '', awardId: '' }] }))
            }
          >
            Add an award
          </Button>
        </Group>

        <Group title="Statements">
          <TextAreaField
            id={id('coi')}
            label="Conflict of interest statement"
            rows={2}
            value={draft.conflictOfInterest}
            error={errors.conflictOfInterest}
            onChange={(e) => update((d) => ({ ...d, conflictOfInterest: e.currentTarget.value }))}
          />
          <TextAreaField
            id={id('data')}
            label="Data availability statement"
            rows={2}
            value={draft.dataAvailability}
            error={errors.dataAvailability}
            onChange={(e) => update((d) => ({ ...d, dataAvailability: e.currentTarget.value }))}
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
