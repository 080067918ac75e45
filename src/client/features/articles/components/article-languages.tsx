/**
 * The article's languages on its page (docs/decisions/0095-metadata-in-several-languages.md): the
 * language of its title and abstract, and, for each translation, an "Also in: Español"
 * disclosure (`<details>`, so it opens without JavaScript) that reveals the translated title,
 * subtitle, abstract and keywords marked with their `lang`.
 */
import type { Translation } from '../../../../shared/api/translations';
import { languageName, nativeLanguageName } from '../../../../shared/domain/languages';
import { abstractParagraphs } from '../lib/article-text';

export function ArticleLanguages({ language, translations }: { language: string; translations: Translation[] }) {
  if (translations.length === 0) return null;
  return (
    <section aria-labelledby="article-languages" className="max-w-3xl space-y-3">
      <h2 id="article-languages" className="text-lg font-bold">
        Languages
      </h2>
      <p className="text-sm text-slate-700">
        Written in <span lang={language}>{nativeLanguageName(language)}</span>
        {nativeLanguageName(language) !== languageName(language) ? ` (${languageName(language)})` : null}.
      </p>
      {translations.map((t) => {
        const paragraphs = abstractParagraphs(t.abstract);
        return (
          <details key={t.language} className="rounded-md border border-slate-200 bg-white p-3 sm:p-4">
            <summary className="cursor-pointer font-semibold text-brand-900">
              Also in: <span lang={t.language}>{nativeLanguageName(t.language)}</span>
            </summary>
            <div lang={t.language} className="mt-3 space-y-3">
              <h3 className="text-xl font-bold leading-snug">
                {t.title}
                {t.subtitle ? <span className="block text-base font-semibold text-slate-700">{t.subtitle}</span> : null}
              </h3>
              {paragraphs.length > 0 ? (
                <div className="space-y-3 font-serif text-[1.0625rem] leading-relaxed text-slate-800">
                  {paragraphs.map((p, i) => (
                    <p key={i}>{p}</p>
                  ))}
                </div>
              ) : null}
              {t.keywords.length > 0 ? (
                <ul className="flex flex-wrap gap-2" aria-label={`Keywords (${languageName(t.language)})`}>
                  {t.keywords.map((k) => (
                    <li key={k} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                      {k}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </details>
        );
      })}
    </section>
  );
}
