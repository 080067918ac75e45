// @vitest-environment jsdom
/**
 * The toaster of the app (decision 0034): neither loaded nor built with the page, but from the
 * first toast on, which it then shows. A fresh module per test: whether a toast was added is page state.
 */
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

let toastModule: typeof import('./toast');
let mountModule: typeof import('./toaster-on-first-toast');
beforeEach(async () => {
  vi.resetModules();
  toastModule = await import('./toast');
  mountModule = await import('./toaster-on-first-toast');
});
afterEach(() => {
  act(() => toastModule.removeToast());
  cleanup();
});

it('renders no notifications region until the first toast, then loads the toaster and shows that toast', async () => {
  const { toast } = toastModule;
  const { ToasterOnFirstToast } = mountModule;
  render(<ToasterOnFirstToast />);
  expect(screen.queryByRole('region', { name: /F8/ })).not.toBeInTheDocument();
  act(() => {
    toast({ title: 'Message sent' });
  });
  expect(await screen.findByRole('region', { name: /F8/ })).toBeInTheDocument();
  expect(await screen.findByText('Message sent')).toBeInTheDocument();
});
