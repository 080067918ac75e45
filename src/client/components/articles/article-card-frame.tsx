/**
 * What every article card shares (the /articles list and home, the journal page): a card
 * that is one link as a whole (the title's link covers it), with the article type badge,
 * the title and the authors; the card's own footer comes as children.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ArticleSummary } from '../../../shared/api/catalogue';
import { paths } from '../../../shared/routes';
import { Badge } from '../ui/badge';

const CARD = [
  'group relative flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm',
  'transition-shadow hover:shadow-md',
].join(' ');
/** The title's link, stretched over the whole card. */
const TITLE_LINK = "text-brand-900 after:absolute after:inset-0 after:content-[''] group-hover:underline";

/**
 * @param headingLevel level of the title heading (2 under a page's h1, 3 inside a section)
 * @param titleClamp how many lines of the title show: 'line-clamp-3' or 'line-clamp-4'
 * @param className extra classes of the card
 * @param children the footer, pushed to the card's bottom by its `mt-auto`
 */
export function ArticleCardFrame({
  article,
  headingLevel = 3,
  titleClamp,
  className = '',
  children,
}: {
  article: Pick<ArticleSummary, 'id' | 'title' | 'articleType' | 'authors'>;
  headingLevel?: 2 | 3;
  titleClamp: 'line-clamp-3' | 'line-clamp-4';
  className?: string;
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${CARD} ${className}`}>
      <div>
        <Badge tone="gold">{article.articleType}</Badge>
      </div>
      <Heading className="mt-3 text-lg font-semibold leading-snug">
        <Link to={paths.article.getHref(article.id)} className={`${titleClamp} ${TITLE_LINK}`}>
          {article.title}
        </Link>
      </Heading>
      {article.authors ? <p className="mt-2 line-clamp-2 text-sm text-slate-700">{article.authors}</p> : null}
      {children}
    </article>
  );
}
