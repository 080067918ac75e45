/**
 * One translation of a submission's title, abstract and keywords in its details
 * (docs/decisions/0095-metadata-in-several-languages.md, 0102; submission-details.tsx gives it a
 * row "In Spanish" after the abstract), each part marked with its `lang` so that screen readers
 * speak it in that language and the browser hyphenates it.
 */
import type { Translation } from '../../../../shared/api/translations';

/**
 * One translation as the details show it: the title (and subtitle), the abstract kept in its
 * paragraphs, the keywords comma separated; a part not given is left out.
 */
export function TranslationSummary({ translation: t }: { translation: Translation }) {
  return (
    <div className="space-y-1">
      <p lang={t.language} className="font-semibold">
        {t.title}
        {t.subtitle ? `: ${t.subtitle}` : null}
      </p>
      {t.abstract ? (
        <p lang={t.language} className="whitespace-pre-line">
          {t.abstract}
        </p>
      ) : null}
      {t.keywords.length > 0 ? (
        <p>
          <span className="text-slate-700">Keywords: </span>
          <span lang={t.language}>{t.keywords.join(', ')}</span>
        </p>
      ) : null}
    </div>
  );
}
