// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeToast, toast, TOAST_DURATION, TOAST_REMOVE_DELAY, useToast } from './toast';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => removeToast());
  cleanup();
  vi.useRealTimers();
});

function StoreProbe() {
  const { toasts } = useToast();
  return <output data-testid="store">{toasts.map((t) => `${t.id}:${t.open ? 'open' : 'closed'}`).join(',')}</output>;
}

describe('Toaster', () => {
  it('shows a toast with title and description in the F8 notifications region', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Message sent', description: 'We will respond within 24 hours.' });
    });
    expect(screen.getByText('Message sent')).toBeInTheDocument();
    expect(screen.getByText('We will respond within 24 hours.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /F8/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it('shows one toast at a time: a second replaces the first', () => {
    render(
      <>
        <Toaster />
        <StoreProbe />
      </>,
    );
    act(() => {
      toast({ title: 'First' });
    });
    act(() => {
      toast({ title: 'Second' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getByTestId('store').textContent?.split(',')).toHaveLength(1);
  });

  it('renders the destructive variant', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Failed to send', description: 'Unexpected response', variant: 'destructive' });
    });
    const root = screen.getByText('Failed to send').closest('li');
    expect(root).toHaveAttribute('data-variant', 'destructive');
    expect(root?.className).toContain('bg-red-700');
  });

  it('can be updated and dismissed; a dismissed toast is removed after the remove delay', () => {
    vi.useFakeTimers();
    render(
      <>
        <Toaster />
        <StoreProbe />
      </>,
    );
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Before' });
    });
    act(() => handle?.update({ title: 'After' }));
    expect(screen.getByText('After')).toBeInTheDocument();
    act(() => handle?.dismiss());
    expect(screen.queryByText('After')).not.toBeInTheDocument();
    expect(screen.getByTestId('store')).toHaveTextContent(`${handle?.id}:closed`);
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    });
    expect(screen.getByTestId('store')).toHaveTextContent('');
  });

  it('closes by itself after 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Short lived' });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION - 100);
    });
    expect(screen.getByText('Short lived')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Short lived')).not.toBeInTheDocument();
  });
});
