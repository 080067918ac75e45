import { useState } from 'react';
import { COVER_SLOTS, UPLOADED_COVER_URL } from '../../../../shared/domain/journal-covers';

/** Gradient of a cover-less journal, by category (lower case); others get the default. */
const GRADIENTS: Readonly<Record<string, string>> = {
  'medical technology': 'from-brand-950 via-brand-800 to-teal-700',
  'computer science': 'from-brand-950 via-indigo-950 to-indigo-700',
  'materials science': 'from-slate-900 via-brand-900 to-brand-600',
  'life sciences': 'from-brand-950 via-emerald-950 to-emerald-700',
  'medical sciences': 'from-brand-950 via-brand-800 to-sky-700',
  multidisciplinary: 'from-brand-950 via-brand-900 to-accent-700',
};
const DEFAULT_GRADIENT = 'from-brand-950 via-brand-900 to-brand-600';

/** Type size of the abbreviation, so that long ones ("Acta-Crystallogr-…") still fit. */
function abbreviationSize(text: string, large: boolean): string {
  if (text.length <= 6) return large ? 'text-5xl' : 'text-4xl';
  if (text.length <= 10) return large ? 'text-4xl' : 'text-3xl';
  if (text.length <= 16) return large ? 'text-2xl' : 'text-xl';
  return large ? 'text-xl' : 'text-base';
}

/**
 * A journal's cover: its `coverImage` (site-relative URL; the CSP allows images from the
 * site only), or, when there is none or it fails to load, a designed fallback: a gradient
 * chosen by category with the abbreviation set in the serif face. Decorative: the title
 * beside it names the journal, so the image has an empty alt and the fallback is hidden
 * from assistive technology. It fills its parent, which reserves the space.
 * @param size `card` (a card's band) or `large` (the journal page's cover)
 */
export function JournalCover({
  abbreviation,
  category,
  coverImage,
  size = 'card',
}: {
  abbreviation: string;
  category: string;
  coverImage?: string | null;
  size?: 'card' | 'large';
}) {
  const [failed, setFailed] = useState(false);
  const uploaded = coverImage ? UPLOADED_COVER_URL.exec(coverImage) : null;
  if (uploaded && !failed) {
    // An admin's upload: resized for this slot, WebP with a JPEG fallback, sized so nothing shifts.
    const slot = size === 'large' ? 'header' : 'card';
    const { width, height } = COVER_SLOTS[slot];
    return (
      <picture className="block h-full w-full">
        <source type="image/webp" srcSet={`${uploaded[1]}/${slot}.webp`} />
        <img
          src={`${uploaded[1]}/${slot}.jpg`}
          width={width}
          height={height}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="h-full w-full object-cover"
        />
      </picture>
    );
  }
  if (coverImage && !failed) {
    return (
      <img
        src={coverImage}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="h-full w-full object-cover"
      />
    );
  }
  const gradient = GRADIENTS[category.trim().toLowerCase()] ?? DEFAULT_GRADIENT;
  const label = abbreviation.replace(/[-_]+/g, ' ');
  const large = size === 'large';
  return (
    <div aria-hidden="true" className={`relative flex h-full w-full overflow-hidden bg-gradient-to-br ${gradient}`}>
      <div className="absolute -right-10 -top-12 h-40 w-40 rounded-full border border-white/15" />
      <div className="absolute -right-2 top-6 h-28 w-28 rounded-full border border-accent-300/25" />
      <div className="absolute -bottom-16 -left-10 h-36 w-36 rounded-full bg-white/5" />
      <div className={`relative mt-auto flex w-full flex-col ${large ? 'gap-3 p-6' : 'gap-2 p-5'}`}>
        <span className="h-0.5 w-10 rounded-full bg-accent-400" />
        <span
          className={`font-serif font-bold leading-tight tracking-wide text-white wrap-anywhere ${abbreviationSize(label, large)}`}
        >
          {label}
        </span>
        {large && category ? (
          <span className="text-[0.6875rem] font-semibold uppercase tracking-[0.2em] text-white/70">{category}</span>
        ) : null}
      </div>
    </div>
  );
}
