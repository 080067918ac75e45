// @vitest-environment jsdom
/**
 * The toaster of the app (issue 14): not built with the page, but from the first toast on,
 * which it then shows. A fresh module per test: whether a toast was added is page state.
 */
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

let toastModule: typeof import('./toast');
beforeEach(async () => {
  vi.resetModules();
  toastModule = await import('./toast');
});
afterEach(() => {
  act(() => toastModule.removeToast());
  cleanup();
});

it('renders no notifications region until the first toast, then shows that toast', () => {
  const { ToasterOnFirstToast, toast } = toastModule;
  render(<ToasterOnFirstToast />);
  expect(screen.queryByRole('region', { name: /F8/ })).not.toBeInTheDocument();
  act(() => {
    toast({ title: 'Message sent' });
  });
  expect(screen.getByRole('region', { name: /F8/ })).toBeInTheDocument();
  expect(screen.getByText('Message sent')).toBeInTheDocument();
});
