// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel, CarouselMessage } from './carousel';

afterEach(cleanup);

/**
 * jsdom has no layout: gives the track a width, a content width and a scroll position, and
 * a `scrollBy` spy that moves `scrollLeft` like a browser would (clamped to the ends).
 */
function stubLayout(track: HTMLElement, { clientWidth, scrollWidth }: { clientWidth: number; scrollWidth: number }) {
  let scrollLeft = 0;
  let contentWidth = scrollWidth;
  Object.defineProperty(track, 'clientWidth', { configurable: true, get: () => clientWidth });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, get: () => contentWidth });
  Object.defineProperty(track, 'scrollLeft', {
    configurable: true,
    get: () => scrollLeft,
    set: (value: number) => {
      scrollLeft = Math.max(0, Math.min(value, contentWidth - clientWidth));
    },
  });
  const scrollBy = vi.fn((options: ScrollToOptions) => {
    track.scrollLeft = scrollLeft + (options.left ?? 0);
  });
  Object.defineProperty(track, 'scrollBy', { configurable: true, value: scrollBy });
  return {
    scrollBy,
    setContentWidth: (width: number) => {
      contentWidth = width;
    },
  };
}

function renderCarousel(count = 6) {
  render(
    <Carousel label="Latest articles">
      {Array.from({ length: count }, (_, index) => (
        <article key={index}>Card {index + 1}</article>
      ))}
    </Carousel>,
  );
  const track = screen.getByRole('list');
  const left = screen.getByRole('button', { name: 'Scroll Latest articles left' });
  const right = screen.getByRole('button', { name: 'Scroll Latest articles right' });
  return { track, left, right, user: userEvent.setup() };
}

describe('Carousel (seed 000 §2 Home, §9 step 80%)', () => {
  it('renders one list item per slide inside a labelled carousel group', () => {
    renderCarousel(4);
    expect(screen.getByRole('group', { name: 'Latest articles' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('disables the left button at the start and the right one at the end', async () => {
    const { track, left, right, user } = renderCarousel();
    const { scrollBy } = stubLayout(track, { clientWidth: 500, scrollWidth: 1500 });
    fireEvent.scroll(track);
    expect(left).toBeDisabled();
    expect(right).toBeEnabled();

    await user.click(right);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 400 });
    fireEvent.scroll(track);
    expect(left).toBeEnabled();
    expect(right).toBeEnabled();

    await user.click(right);
    await user.click(right);
    fireEvent.scroll(track);
    expect(track.scrollLeft).toBe(1000);
    expect(right).toBeDisabled();
    expect(left).toBeEnabled();
  });

  it('scrolls back by 80% of the visible width with the left button', async () => {
    const { track, left, user } = renderCarousel();
    const { scrollBy } = stubLayout(track, { clientWidth: 350, scrollWidth: 2100 });
    track.scrollLeft = 700;
    fireEvent.scroll(track);
    await user.click(left);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -280 });
    expect(track.scrollLeft).toBe(420);
  });

  it('re-checks the ends when the window is resized', () => {
    const { track, left, right } = renderCarousel(3);
    const { setContentWidth } = stubLayout(track, { clientWidth: 900, scrollWidth: 1200 });
    fireEvent.scroll(track);
    expect(right).toBeEnabled();

    // Wider window: all three cards fit, nothing left to scroll.
    setContentWidth(900);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(left).toBeDisabled();
    expect(right).toBeDisabled();
  });

  it('shows a placeholder instead of the slides', () => {
    render(<Carousel label="Journal portfolio" placeholder={<CarouselMessage>Loading journals…</CarouselMessage>} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading journals…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll Journal portfolio right' })).toBeDisabled();
  });
});
