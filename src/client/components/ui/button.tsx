/**
 * The one button of the site, in a few variants, and its classes for the rare element that
 * must look like a button without being one (a link to a file, a router link).
 *
 * - primary: the main action (filled, brand)
 * - secondary: any other action (outlined)
 * - danger: a destructive action (outlined, red); danger-solid: its confirmation (filled)
 * - link: an action that reads as a text link
 *
 * Sizes: md (default, dashboards), sm (pagers, table rows), block (full width, the sign-in
 * and account forms), lg (full width on a phone, the invitation pages).
 */
import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-solid' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'block';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const DISABLED = 'disabled:cursor-not-allowed disabled:opacity-50';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-brand-800 shadow-sm hover:bg-slate-50',
  danger: 'border border-red-300 bg-white text-red-700 shadow-sm hover:bg-red-50',
  'danger-solid': 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  link: 'text-brand-700 underline-offset-2 hover:underline',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-3 py-2 text-sm',
  lg: 'w-full px-6 py-3 text-base sm:w-auto',
  block: 'w-full px-6 py-2.5 text-base',
};

/**
 * The classes of a button of `variant` and `size` (a `link` has no padding); `extra`
 * classes are appended.
 */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  const box =
    variant === 'link'
      ? 'font-semibold'
      : `inline-flex items-center justify-center rounded-md font-semibold ${SIZES[size]}`;
  return `${box} ${VARIANTS[variant]} ${FOCUS} ${DISABLED}${extra ? ` ${extra}` : ''}`;
}

/** A `<button>` (type "button" unless told) of `variant` and `size`; other props pass through. */
export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
