/**
 * Step 1 of the author's wizard (seed 001 §2 "/dashboard/author", §7 `POST
 * /api/submissions/draft`): title, abstract, journal, article type, keywords (comma
 * separated) and co-authors, validated on blur with the shared `draftRequest`; server field
 * errors land on their fields. Toasts 'Draft created' / 'Failed to create draft' (seed 001 §8).
 * Decision 0089 adds optional parts: the authors structured (affiliations with ROR IDs, ORCID
 * iD, corresponding author, equal contribution, CRediT roles), funders with their awards, and
 * the data availability, conflict of interest and ethics statements; checked with the same
 * schema when the draft is created. Decision 0093: with ORCID configured, each author's address
 * (a co-author is mailed a link to connect their iD) and "Connect your ORCID iD", which keeps the
 * form across ORCID's round trip (./orcid-connect.tsx).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  AuthorFields,
  authorRequestOf,
  emptyAuthor,
  FundersEditor,
  funderRequestOf,
  StatementsEditor,
  type AuthorDraft,
  type Errors,
  type FunderDraft,
  type InstitutionInputProps,
  type StatementsDraft,
} from '../../../components/contributors/contributor-fields';
import { ARTICLE_TYPES } from '../../../../shared/domain/article-types';
import { draftRequest, type DraftRequest, type DraftRequestInput } from '../../../../shared/validation/submissions';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import { useJournalOptions } from '../api/submission-queries';
import { createDraft } from '../api/workflow-calls';
import { useWorkflowAction } from '../lib/use-workflow-action';
import { Button } from '../../../components/ui/button';
import { ConnectOrcidButton, connectedOrcid, takeWizardSnapshot, useOrcidAvailable } from './orcid-connect';
import {
  languagesRequestOf,
  NO_TRANSLATIONS,
  storedLanguagesDraft,
  TranslationsEditor,
  type LanguagesDraft,
} from '../../../components/translations/translations-editor';

/** Where the wizard keeps its language and translations across a reload (decision 0095). */
const LANGUAGES_STORAGE_KEY = 'genesis.draft.languages';

const FIELDS = ['title', 'abstract', 'journalId', 'articleType', 'keywords', 'coAuthors'] as const;
type DraftField = (typeof FIELDS)[number];

interface DraftFormValues {
  title: string;
  abstract: string;
  journalId: string;
  articleType: string;
  keywords: string;
  coAuthors: string;
}

const DEFAULTS: DraftFormValues = {
  title: '',
  abstract: '',
  journalId: '',
  articleType: '',
  keywords: '',
  coAuthors: '',
};
const ARTICLE_TYPE_OPTIONS = ARTICLE_TYPES.map((t) => ({ value: t, label: t }));

/** The message of a field error, or of its first item's (a keyword too long is reported at `keywords.0`). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { message?: unknown } & Record<string, unknown>;
  if (typeof e.message === 'string' && e.message) return e.message;
  for (const item of Object.values(e)) {
    const message = firstMessage(item);
    if (message) return message;
  }
  return undefined;
}

const NO_STATEMENTS: StatementsDraft = { dataAvailability: '', conflictOfInterest: '', ethics: '' };

function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-md border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-brand-900">{title}</legend>
      {hint ? <p className="text-sm text-slate-700">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

export function DraftForm({
  onCreated,
  institutionInput,
}: {
  onCreated: (id: number) => void;
  /** An institution input with ROR search, in place of the typed one (contributor-fields.tsx). */
  institutionInput?: (props: InstitutionInputProps) => ReactNode;
}) {
  const journals = useJournalOptions();
  // Decision 0093: back from ORCID's round trip, the form as it was typed.
  const [restored] = useState(takeWizardSnapshot);
  const [authors, setAuthors] = useState<AuthorDraft[]>(restored?.authors ?? []);
  const [funding, setFunding] = useState<FunderDraft[]>(restored?.funding ?? []);
  const [statements, setStatements] = useState<StatementsDraft>(restored?.statements ?? NO_STATEMENTS);
  const [orcidProblem, setOrcidProblem] = useState<string | null>(null);
  const orcidAvailable = useOrcidAvailable(authors.length > 0);
  useEffect(() => {
    if (!restored) return;
    connectedOrcid().then(
      (orcid) => {
        if (!orcid) {
          setOrcidProblem('ORCID did not connect an iD. Please try again.');
          return;
        }
        setAuthors((list) =>
          list.map((a, i) => (i === restored.authorIndex ? { ...a, orcid, orcidAuthenticated: true } : a)),
        );
      },
      () => setOrcidProblem('Your ORCID iD could not be read. Please try again.'),
    );
  }, [restored]);
  const [partErrors, setPartErrors] = useState<Errors>({});
  const [languages, setLanguagesState] = useState<LanguagesDraft>(NO_TRANSLATIONS);
  // After hydration: the translations typed before a reload (the server render has none).
  useEffect(() => {
    const stored = storedLanguagesDraft(window.localStorage.getItem(LANGUAGES_STORAGE_KEY));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's storage exists only after hydration
    if (stored) setLanguagesState(stored);
  }, []);
  const setLanguages = (next: LanguagesDraft) => {
    setLanguagesState(next);
    if (next.translations.length === 0 && next.language === NO_TRANSLATIONS.language)
      window.localStorage.removeItem(LANGUAGES_STORAGE_KEY);
    else window.localStorage.setItem(LANGUAGES_STORAGE_KEY, JSON.stringify(next));
  };
  /**
   * The structured parts as the request carries them, only those given: a draft made without
   * them is the seed's payload as it was.
   */
  const parts = () => ({
    ...(authors.length ? { authors: authors.map(authorRequestOf) } : {}),
    ...(funding.length ? { funding: funding.map(funderRequestOf) } : {}),
    ...Object.fromEntries(Object.entries(statements).filter(([, v]) => v.trim() !== '')),
    ...(languages.translations.length || languages.language !== NO_TRANSLATIONS.language
      ? languagesRequestOf(languages)
      : {}),
  });
  /** The structured parts' messages by path, from the shared schema. */
  const checkParts = (): Errors => {
    const result = draftRequest.safeParse({
      title: 'x',
      abstract: 'x',
      journalId: 1,
      articleType: ARTICLE_TYPES[0],
      ...parts(),
    });
    const found: Errors = {};
    if (!result.success) for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
    return found;
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<DraftFormValues, unknown, DraftRequest>({
    // The form holds strings; the shared schema coerces and splits them as the server does.
    resolver: zodResolver(draftRequest as never) as never,
    mode: 'onBlur',
    defaultValues: restored ? { ...DEFAULTS, ...restored.values } : DEFAULTS,
  });
  const create = useWorkflowAction({
    run: (body: DraftRequestInput) => createDraft(body),
    success: (result) => ({ title: 'Draft created', description: `Submission #${result.id}` }),
    failure: 'Failed to create draft',
    onSuccess: (result) => {
      reset(DEFAULTS);
      setAuthors([]);
      setFunding([]);
      setStatements(NO_STATEMENTS);
      setPartErrors({});
      setLanguages(NO_TRANSLATIONS);
      onCreated(result.id);
    },
  });

  const onSubmit = async (values: DraftRequest) => {
    const found = checkParts();
    setPartErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await create.mutateAsync({
        title: values.title,
        abstract: values.abstract,
        journalId: values.journalId,
        articleType: values.articleType,
        keywords: values.keywords,
        coAuthors: values.coAuthors,
        ...parts(),
      });
    } catch (error) {
      if (error instanceof ApiError && error.body.errors) {
        let focus = true;
        const fromServer: Errors = {};
        for (const e of error.body.errors) {
          if ((FIELDS as readonly string[]).includes(e.path)) {
            setError(e.path as DraftField, { type: 'server', message: e.message }, { shouldFocus: focus });
            focus = false;
          } else fromServer[e.path] ??= e.message;
        }
        setPartErrors(fromServer);
      }
    }
  };

  const journalOptions = (journals.data ?? []).map((j) => ({
    value: String(j.id),
    label: j.abbreviation ? `${j.title} (${j.abbreviation})` : j.title,
  }));
  const journalHint = journals.isPending
    ? 'Loading journals…'
    : journals.isError
      ? `Journals could not be loaded: ${journals.error.message || 'Failed to load'}`
      : undefined;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Create draft" className="space-y-4">
      <TextField id="draft-title" label="Title" required error={errors.title?.message} {...register('title')} />
      <TextAreaField
        id="draft-abstract"
        label="Abstract"
        required
        rows={5}
        error={errors.abstract?.message}
        {...register('abstract')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="draft-journal"
          label="Journal"
          required
          placeholder="Choose a journal"
          options={journalOptions}
          hint={journalHint}
          error={errors.journalId?.message}
          {...register('journalId')}
        />
        <SelectField
          id="draft-article-type"
          label="Article type"
          required
          placeholder="Choose an article type"
          options={ARTICLE_TYPE_OPTIONS}
          error={errors.articleType?.message}
          {...register('articleType')}
        />
      </div>
      <TextField
        id="draft-keywords"
        label="Keywords"
        hint="Separate keywords with commas (at most 12)."
        error={firstMessage(errors.keywords)}
        {...register('keywords')}
      />
      <TextAreaField
        id="draft-co-authors"
        label="Co-authors"
        rows={2}
        hint="Names and affiliations, one per line."
        error={errors.coAuthors?.message}
        {...register('coAuthors')}
      />
      <Group
        title="Authors and contributions (optional)"
        hint="The authors in byline order, yourself included: affiliations with their ROR IDs, ORCID iDs and each author's CRediT roles."
      >
        {orcidProblem ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {orcidProblem}
          </p>
        ) : null}
        {partErrors.authors ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {partErrors.authors}
          </p>
        ) : null}
        {authors.length > 0 ? (
          <ol className="space-y-4">
            {authors.map((a, i) => (
              <li key={a.key} className="min-w-0 space-y-3 rounded-md bg-slate-50 p-3">
                <p className="text-sm font-semibold text-slate-800">Author {i + 1}</p>
                <AuthorFields
                  idPrefix="draft"
                  path={`authors.${i}`}
                  author={a}
                  errors={partErrors}
                  onChange={(patch) => setAuthors((list) => list.map((x, j) => (j === i ? { ...x, ...patch } : x)))}
                  institutionInput={institutionInput}
                  askEmail={orcidAvailable}
                  orcidAction={
                    orcidAvailable && !authors.some((x) => x.orcidAuthenticated) ? (
                      <ConnectOrcidButton
                        snapshot={() => ({ values: { ...getValues() }, authors, funding, statements, authorIndex: i })}
                      />
                    ) : null
                  }
                />
                <Button size="sm" variant="danger" onClick={() => setAuthors((list) => list.filter((_, j) => j !== i))}>
                  Remove<span className="sr-only"> author {i + 1}</span>
                </Button>
              </li>
            ))}
          </ol>
        ) : null}
        <Button variant="secondary" onClick={() => setAuthors((list) => [...list, emptyAuthor(list.length === 0)])}>
          Add an author
        </Button>
      </Group>
      <Group
        title="Languages (optional)"
        hint="The title and abstract in other languages: readers can show them on the article page, and search finds them."
      >
        <TranslationsEditor idPrefix="draft" value={languages} errors={partErrors} onChange={setLanguages} />
      </Group>
      <Group title="Funding (optional)">
        <FundersEditor idPrefix="draft" value={funding} errors={partErrors} onChange={setFunding} />
      </Group>
      <Group title="Statements (optional)">
        <StatementsEditor idPrefix="draft" value={statements} errors={partErrors} onChange={setStatements} />
      </Group>
      <Button type="submit" variant="primary" disabled={isSubmitting}>
        {isSubmitting ? 'Creating…' : 'Create Draft'}
      </Button>
    </form>
  );
}
