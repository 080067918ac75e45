import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Visual variants: `gold` and `light` sit on navy; `navy` and `outline` sit on white. */
export type ButtonLinkVariant = 'gold' | 'light' | 'navy' | 'outline';

const VARIANTS: Record<ButtonLinkVariant, string> = {
  gold: 'bg-accent-400 text-brand-950 hover:bg-accent-300',
  light: 'border border-white/70 text-white hover:bg-white/10',
  navy: 'bg-brand-900 text-white hover:bg-brand-800',
  outline: 'border border-brand-900 text-brand-900 hover:bg-brand-50',
};

/** A router link styled as a button (for navigation; use a real button for actions). */
export function ButtonLink({
  to,
  children,
  variant = 'navy',
  className = '',
}: {
  to: string;
  children: ReactNode;
  variant?: ButtonLinkVariant;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-semibold transition-colors ${VARIANTS[variant]} ${className}`}
    >
      {children}
    </Link>
  );
}
