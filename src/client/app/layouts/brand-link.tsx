import { Link } from 'react-router';
import { PUBLISHER } from '../../../shared/domain/publisher';
import { paths } from '../../../shared/routes';

/**
 * The Genesis word mark linking home; `inverted` for navy backgrounds. `subtitleClassName`
 * can hide the subtitle at some widths (the header hides it where the menu needs room).
 */
export function BrandLink({
  inverted = false,
  subtitle,
  subtitleClassName = '',
}: {
  inverted?: boolean;
  subtitle?: string;
  subtitleClassName?: string;
}) {
  return (
    <Link to={paths.home.getHref()} className="flex shrink-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="flex h-9 w-9 items-center justify-center rounded-md bg-brand-900 font-serif text-xl font-bold text-accent-400 ring-1 ring-white/20"
      >
        G
      </span>
      <span className="flex flex-col leading-tight">
        <span className={`font-serif text-xl font-bold tracking-tight ${inverted ? 'text-white' : 'text-brand-900'}`}>
          {PUBLISHER.name}
        </span>
        {subtitle ? (
          <span
            className={`text-[0.7rem] font-medium uppercase tracking-[0.14em] ${inverted ? 'text-brand-100' : 'text-slate-600'} ${subtitleClassName}`}
          >
            {subtitle}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
