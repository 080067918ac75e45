// @vitest-environment jsdom
/**
 * useUrlQuery (decision 0037: filters live in the URL): a control bound to the query shows the
 * change at once, even while the router's transition to the new location is held up by a part
 * of the page that suspends on it (as a list does that loads the filtered rows), and two quick
 * changes both reach the URL.
 */
import { Suspense, use } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useUrlQuery } from './use-url-query';

/** A result list that suspends on a filtered query until `release` is called. */
let release: () => void = () => {};
let pending: Promise<void> | null = null;
function Results() {
  const { search } = useLocation();
  if (search.includes('assigned=me')) {
    pending ??= new Promise<void>((resolve) => {
      release = resolve;
    });
    use(pending);
  }
  return <p>rows for {search || 'everything'}</p>;
}

function Filters({ plain }: { plain?: boolean }) {
  const [urlParams, setUrlParams] = useSearchParams();
  const [params, update] = useUrlQuery();
  const shown = plain ? urlParams : params;
  const set = (key: string, value: string | null) =>
    plain
      ? setUrlParams((p) => {
          if (value) p.set(key, value);
          else p.delete(key);
          return p;
        })
      : update((p) => {
          if (value) p.set(key, value);
          else p.delete(key);
        });
  return (
    <>
      <label>
        <input
          type="checkbox"
          checked={shown.get('assigned') === 'me'}
          onChange={(e) => set('assigned', e.target.checked ? 'me' : null)}
        />
        Assigned to me
      </label>
      <label>
        Status
        <select value={shown.get('status') ?? ''} onChange={(e) => set('status', e.target.value || null)}>
          <option value="">Any</option>
          <option value="submitted">Submitted</option>
        </select>
      </label>
      <Suspense fallback={<p>loading</p>}>
        <Results />
      </Suspense>
      <Location />
    </>
  );
}

function Location() {
  const { search } = useLocation();
  return <output aria-label="location">{search}</output>;
}

function renderFilters(plain = false) {
  pending = null;
  return render(
    <MemoryRouter initialEntries={['/queue']}>
      <Filters plain={plain} />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('useUrlQuery', () => {
  it('keeps a ticked box ticked while the filtered list is still loading, then commits the URL', async () => {
    renderFilters();
    const box = screen.getByRole('checkbox', { name: 'Assigned to me' });
    await act(async () => {
      fireEvent.click(box);
    });
    expect((box as HTMLInputElement).checked).toBe(true);
    // The transition is held: the old rows and the old location still show, not a fallback.
    expect(screen.getByText('rows for everything')).toBeTruthy();
    await act(async () => {
      release();
      await pending;
    });
    expect(screen.getByLabelText('location').textContent).toBe('?assigned=me');
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('the same control bound straight to useSearchParams springs back while the list loads (what the hook prevents)', async () => {
    renderFilters(true);
    const box = screen.getByRole('checkbox', { name: 'Assigned to me' });
    await act(async () => {
      fireEvent.click(box);
    });
    expect((box as HTMLInputElement).checked).toBe(false);
    await act(async () => {
      release();
      await pending;
    });
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('two changes in a row both reach the URL', async () => {
    renderFilters();
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'submitted' } });
      fireEvent.click(screen.getByRole('checkbox', { name: 'Assigned to me' }));
    });
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('submitted');
    await act(async () => {
      release();
      await pending;
    });
    const location = screen.getByLabelText('location').textContent ?? '';
    expect(new URLSearchParams(location).get('status')).toBe('submitted');
    expect(new URLSearchParams(location).get('assigned')).toBe('me');
  });
});
