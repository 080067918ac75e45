/**
 * The article's language and its translations in a form (docs/decisions/0095-metadata-in-several-languages.md),
 * shared by the wizard's draft form and production metadata: the primary language chosen from
 * the ISO 639-1 list, then for each translation its language (from the same list), title,
 * subtitle, abstract and keywords (comma separated). Removing a translation asks first.
 * Messages come by path ("translations.0.title") from the shared schema or the server's 400.
 */
import { useMemo, useState } from 'react';
import type { Translation, TranslationInput } from '../../../shared/api/translations';
import { languageOptions, nativeLanguageName } from '../../../shared/domain/languages';
// Row keys from the contributors' counter: a form holding both never repeats one (decision 0102's restore).
import { newKey } from '../contributors/contributor-fields';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { SelectField, TextAreaField, TextField } from '../ui/form-fields';

/** One translation as the form holds it (keywords as typed). */
export interface TranslationDraft {
  key: number;
  language: string;
  title: string;
  subtitle: string;
  abstract: string;
  keywords: string;
}

/** The language and translations as the form holds them. */
export interface LanguagesDraft {
  language: string;
  translations: TranslationDraft[];
}

export const NO_TRANSLATIONS: LanguagesDraft = { language: 'en', translations: [] };

/** The form's draft of a stored record's language and translations. */
export function languagesDraftOf(language: string, translations: Translation[]): LanguagesDraft {
  return {
    language,
    translations: translations.map((t) => ({
      key: newKey(),
      language: t.language,
      title: t.title,
      subtitle: t.subtitle ?? '',
      abstract: t.abstract ?? '',
      keywords: t.keywords.join(', '),
    })),
  };
}

/** The request fields of a draft (`language`, `translations`). */
export function languagesRequestOf(d: LanguagesDraft): { language: string; translations: TranslationInput[] } {
  return {
    language: d.language,
    translations: d.translations.map((t) => ({
      language: t.language,
      title: t.title,
      subtitle: t.subtitle,
      abstract: t.abstract,
      keywords: t.keywords,
    })),
  };
}

/**
 * Reads a draft kept in the browser's storage (the wizard keeps its translations across a reload);
 * anything not of the draft's shape is ignored.
 */
export function storedLanguagesDraft(raw: string | null): LanguagesDraft | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (!v || typeof v !== 'object') return null;
    const { language, translations } = v as Record<string, unknown>;
    if (typeof language !== 'string' || !Array.isArray(translations)) return null;
    const str = (x: unknown) => (typeof x === 'string' ? x : '');
    return {
      language,
      translations: translations
        .filter((t): t is Record<string, unknown> => !!t && typeof t === 'object')
        .map((t) => ({
          key: newKey(),
          language: str(t.language),
          title: str(t.title),
          subtitle: str(t.subtitle),
          abstract: str(t.abstract),
          keywords: str(t.keywords),
        })),
    };
  } catch {
    return null;
  }
}

export function TranslationsEditor({
  idPrefix,
  value,
  errors,
  onChange,
  disabled = false,
}: {
  idPrefix: string;
  value: LanguagesDraft;
  errors: Record<string, string>;
  onChange: (next: LanguagesDraft) => void;
  disabled?: boolean;
}) {
  const options = useMemo(() => languageOptions(), []);
  const [removing, setRemoving] = useState<number | null>(null);
  const set = (i: number, patch: Partial<TranslationDraft>) =>
    onChange({ ...value, translations: value.translations.map((t, j) => (j === i ? { ...t, ...patch } : t)) });
  const doomed = removing === null ? null : value.translations.find((t) => t.key === removing);
  return (
    <div className="space-y-4">
      <SelectField
        id={`${idPrefix}-language`}
        label="Primary language"
        placeholder="Choose a language"
        options={options}
        value={value.language}
        error={errors.language}
        disabled={disabled}
        onChange={(e) => onChange({ ...value, language: e.currentTarget.value })}
      />
      {value.translations.length > 0 ? (
        <ol className="space-y-4">
          {value.translations.map((t, i) => {
            const path = `translations.${i}`;
            const fid = (f: string) => `${idPrefix}-translation-${t.key}-${f}`;
            const name = t.language ? nativeLanguageName(t.language) : `Translation ${i + 1}`;
            return (
              <li key={t.key} className="min-w-0 space-y-3 rounded-md bg-slate-50 p-3">
                <p className="text-sm font-semibold text-slate-800">Translation {i + 1}</p>
                <SelectField
                  id={fid('language')}
                  label="Language"
                  required
                  placeholder="Choose a language"
                  options={options}
                  value={t.language}
                  error={errors[`${path}.language`]}
                  disabled={disabled}
                  onChange={(e) => set(i, { language: e.currentTarget.value })}
                />
                <div lang={t.language || undefined} className="space-y-3">
                  <TextField
                    id={fid('title')}
                    label="Translated title"
                    required
                    value={t.title}
                    error={errors[`${path}.title`]}
                    disabled={disabled}
                    onChange={(e) => set(i, { title: e.currentTarget.value })}
                  />
                  <TextField
                    id={fid('subtitle')}
                    label="Translated subtitle"
                    value={t.subtitle}
                    error={errors[`${path}.subtitle`]}
                    disabled={disabled}
                    onChange={(e) => set(i, { subtitle: e.currentTarget.value })}
                  />
                  <TextAreaField
                    id={fid('abstract')}
                    label="Translated abstract"
                    rows={4}
                    value={t.abstract}
                    error={errors[`${path}.abstract`]}
                    disabled={disabled}
                    onChange={(e) => set(i, { abstract: e.currentTarget.value })}
                  />
                  <TextField
                    id={fid('keywords')}
                    label="Translated keywords"
                    hint="Separate keywords with commas (at most 12)."
                    value={t.keywords}
                    error={errors[`${path}.keywords`] ?? errors[`${path}.keywords.0`]}
                    disabled={disabled}
                    onChange={(e) => set(i, { keywords: e.currentTarget.value })}
                  />
                </div>
                {disabled ? null : (
                  <Button size="sm" variant="danger" onClick={() => setRemoving(t.key)}>
                    Remove
                    <span className="sr-only">
                      {' '}
                      translation {i + 1} ({name})
                    </span>
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
      {disabled ? null : (
        <Button
          variant="secondary"
          onClick={() =>
            onChange({
              ...value,
              translations: [
                ...value.translations,
                { key: newKey(), language: '', title: '', subtitle: '', abstract: '', keywords: '' },
              ],
            })
          }
        >
          Add a translation
        </Button>
      )}
      {doomed ? (
        <ConfirmDialog
          title="Remove this translation?"
          confirmLabel="Remove translation"
          danger
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            onChange({ ...value, translations: value.translations.filter((t) => t.key !== doomed.key) });
            setRemoving(null);
          }}
        >
          The {doomed.language ? nativeLanguageName(doomed.language) : 'untitled'} title, abstract and keywords you
          typed are removed from this form.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
