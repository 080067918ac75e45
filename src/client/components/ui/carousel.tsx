import { Children, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { StaticRegion } from '../../lib/static-region';

/** Share of the carousel's visible width that one button click scrolls (seed 000 §2, §9). */
export const CAROUSEL_STEP = 0.8;

/** Slack in px when deciding whether the track is at an end (sub-pixel scroll positions). */
const EDGE_SLACK_PX = 1;

/** Which way the track can still scroll. */
interface ScrollState {
  canPrevious: boolean;
  canNext: boolean;
}

function readScrollState(track: HTMLElement): ScrollState {
  const max = track.scrollWidth - track.clientWidth;
  return {
    canPrevious: track.scrollLeft > EDGE_SLACK_PX,
    canNext: track.scrollLeft < max - EDGE_SLACK_PX,
  };
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'} />
    </svg>
  );
}

const BUTTON_CLASS =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-brand-900 bg-white text-brand-900 transition-colors hover:bg-brand-900 hover:text-white disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-white disabled:text-slate-400';

/**
 * A loading, empty or error message in the carousel's place, filling the height the
 * carousel reserves (so the section does not jump when the cards arrive).
 */
export function CarouselMessage({ children, role = 'status' }: { children: ReactNode; role?: 'status' | 'alert' }) {
  const colours =
    role === 'alert' ? 'border-red-200 bg-red-50 text-red-800' : 'border-slate-300 bg-white/60 text-slate-700';
  return (
    <p
      role={role}
      className={`flex flex-1 items-center justify-center rounded-lg border border-dashed px-4 py-6 text-center text-sm ${colours}`}
    >
      {children}
    </p>
  );
}

/**
 * A horizontally scrolling row of cards (seed 000 §2 Home): one slide per child, about three
 * visible on wide screens, two on tablets and one on phones, scrollable by touch and by the
 * left/right buttons. Each click scrolls {@link CAROUSEL_STEP} of the visible width
 * (`scrollBy`, smooth unless the reader prefers reduced motion); a button is disabled at its
 * end, re-checked on scroll, on resize and when the slides change.
 *
 * @param label accessible name of the carousel and its buttons, e.g. "Latest articles"
 * @param placeholder shown instead of the slides (loading, empty, error; see
 *   {@link CarouselMessage}); the buttons keep their space but are hidden
 * @param reserveClassName min-height class of the slide area, about one card high
 * @param staticSlides the slides are markup and links only (cards): each is a static region
 *   named by the carousel's label and the slide's key, adopted rather than hydrated (decision 0034)
 */
export function Carousel({
  label,
  children,
  placeholder,
  reserveClassName = 'min-h-64',
  staticSlides = false,
}: {
  label: string;
  children?: ReactNode;
  placeholder?: ReactNode;
  reserveClassName?: string;
  staticSlides?: boolean;
}) {
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [state, setState] = useState<ScrollState>({ canPrevious: false, canNext: false });
  const slides = Children.toArray(children);
  const showTrack = placeholder === undefined || placeholder === null;

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const next = readScrollState(track);
    setState((previous) =>
      previous.canPrevious === next.canPrevious && previous.canNext === next.canNext ? previous : next,
    );
  }, []);

  // Measure before paint whenever the slides change.
  useLayoutEffect(update, [update, showTrack, slides.length]);

  useEffect(() => {
    const track = trackRef.current;
    if (!showTrack || !track) return undefined;
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(track);
    return () => {
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [showTrack, update]);

  const scroll = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track) return;
    // The behaviour comes from CSS: smooth, except for readers who prefer reduced motion.
    track.scrollBy({ left: direction * track.clientWidth * CAROUSEL_STEP });
  };

  return (
    <div role="group" aria-roledescription="carousel" aria-label={label}>
      <div className={`flex flex-col ${reserveClassName}`}>
        {showTrack ? (
          <ul
            ref={trackRef}
            id={trackId}
            onScroll={update}
            className="-mx-1 flex flex-1 snap-x snap-mandatory scroll-px-1 gap-6 overflow-x-auto px-1 py-2 [scrollbar-width:none] motion-safe:scroll-smooth [&::-webkit-scrollbar]:hidden"
          >
            {slides.map((slide, index) => {
              // Children.toArray keys the slides; the index only disambiguates the wrapper.
              const key = (slide as { key?: string | null }).key ?? index;
              return (
                <li
                  key={key}
                  className="w-[85%] shrink-0 snap-start sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
                >
                  {staticSlides ? (
                    <StaticRegion id={`${label}:${key}`} className="h-full">
                      {slide}
                    </StaticRegion>
                  ) : (
                    slide
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          placeholder
        )}
      </div>
      <div className={`mt-4 flex justify-end gap-3 ${showTrack ? '' : 'invisible'}`}>
        <button
          type="button"
          className={BUTTON_CLASS}
          aria-label={`Scroll ${label} left`}
          aria-controls={showTrack ? trackId : undefined}
          disabled={!state.canPrevious}
          onClick={() => scroll(-1)}
        >
          <Chevron direction="left" />
        </button>
        <button
          type="button"
          className={BUTTON_CLASS}
          aria-label={`Scroll ${label} right`}
          aria-controls={showTrack ? trackId : undefined}
          disabled={!state.canNext}
          onClick={() => scroll(1)}
        >
          <Chevron direction="right" />
        </button>
      </div>
    </div>
  );
}

/**
 * A {@link Carousel} of a query's items, showing `messages.loading` while it loads,
 * `messages.error` (an alert) when it failed and `messages.empty` when there are none.
 * @param children one slide per item (with its key): a card of markup and links, rendered
 *   as a static region (see `staticSlides` of {@link Carousel})
 */
export function QueryCarousel<T>({
  label,
  query,
  messages,
  reserveClassName,
  children,
}: {
  label: string;
  query: { data?: { items: readonly T[] }; isPending: boolean; isError: boolean };
  messages: { loading: string; error: string; empty: string };
  reserveClassName?: string;
  children: (item: T) => ReactNode;
}) {
  const { data, isPending, isError } = query;
  let placeholder: ReactNode = null;
  if (isPending) placeholder = <CarouselMessage>{messages.loading}</CarouselMessage>;
  else if (isError) placeholder = <CarouselMessage role="alert">{messages.error}</CarouselMessage>;
  else if (data?.items.length === 0) placeholder = <CarouselMessage>{messages.empty}</CarouselMessage>;
  return (
    <Carousel label={label} placeholder={placeholder} reserveClassName={reserveClassName} staticSlides>
      {data?.items.map(children)}
    </Carousel>
  );
}
