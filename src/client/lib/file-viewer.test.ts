// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../shared/domain/session';
import { fail, file, httpError, mockApi, on } from '../test/msw';
import {
  ALLOW_POPUPS,
  downloadFile,
  fileErrorDescription,
  filenameFromDisposition,
  FileFetchError,
  openFileInViewer,
  PopupBlockedError,
  viewerKind,
} from './file-viewer';

let createdUrls: Blob[] = [];

interface FakeTab {
  document: Document;
  location: { href: string };
  opener: unknown;
}

function fakeTab(): FakeTab {
  return { document: document.implementation.createHTMLDocument(''), location: { href: '' }, opener: window };
}

beforeEach(() => {
  createdUrls = [];
  localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'tok-9');
  URL.createObjectURL = vi.fn((blob: Blob) => {
    createdUrls.push(blob);
    return `blob:test/${createdUrls.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

describe('openFileInViewer (seed 001 §2 "File viewer")', () => {
  it('opens the tab before fetching, with the bearer token, and shows a PDF inline', async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const api = mockApi(on('GET /api/files/7', file('%PDF-1.7', 'application/pdf')));
    const pending = openFileInViewer('/api/files/7');
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(api.calls()).toEqual(['GET /api/files/7']);
    await pending;
    expect(api.request(0).headers.get('Authorization')).toBe('Bearer tok-9');
    expect(tab.location.href).toBe('blob:test/1');
    expect(createdUrls[0].type).toBe('application/pdf');
    expect(tab.opener).toBeNull();
  });

  it('shows an image inline, typing a generic answer by the file name', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockApi(on('GET /api/files/8', file('png', 'application/octet-stream')));
    await openFileInViewer('/api/files/8', { filename: 'figure.PNG' });
    expect(tab.location.href).toBe('blob:test/1');
    expect(createdUrls[0].type).toBe('image/png');
  });

  it('writes a download page for a Word document, named from Content-Disposition', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockApi(
      on(
        'GET /api/files/9',
        file('docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', {
          'Content-Disposition': `attachment; filename="x.docx"; filename*=UTF-8''Manuscript%20v2.docx`,
        }),
      ),
    );
    await openFileInViewer('/api/files/9');
    expect(tab.location.href).toBe('');
    expect(tab.document.querySelector('h1')?.textContent).toBe('Manuscript v2.docx');
    const link = tab.document.querySelector('a');
    expect(link?.textContent).toBe('Download');
    expect(link?.getAttribute('href')).toBe('blob:test/1');
    expect(link?.getAttribute('download')).toBe('Manuscript v2.docx');
  });

  it('writes a download/open page for other types', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockApi(on('GET /api/files/data.csv', file('a,b', 'text/csv')));
    await openFileInViewer('/api/files/data.csv');
    expect(tab.document.querySelector('h1')?.textContent).toBe('data.csv');
    expect([...tab.document.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Download', 'Open']);
  });

  it('shows the error page with the status and rejects when the fetch fails', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockApi(on('GET /api/files/404', fail(404, 'NOT_FOUND', 'No file')));
    const error = await openFileInViewer('/api/files/404').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileFetchError);
    expect((error as Error).message).toBe('Failed to fetch file: 404');
    expect(tab.document.querySelector('h1')?.textContent).toBe('Unable to open document');
    expect(tab.document.body.textContent).toContain('Failed to fetch file: 404');
    expect(tab.document.title).toBe('Unable to open document');
  });

  it("rejects with 'Popup was blocked' and fetches nothing when window.open returns null", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const api = mockApi();
    const error = await openFileInViewer('/api/files/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PopupBlockedError);
    expect((error as Error).message).toBe('Popup was blocked');
    expect(fileErrorDescription(error)).toBe(ALLOW_POPUPS);
    expect(api.calls()).toEqual([]);
  });

  it('revokes the blob URL later', async () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
    mockApi(on('GET /api/files/7', file('%PDF', 'application/pdf')));
    await openFileInViewer('/api/files/7');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * 60_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });
});

describe('downloadFile', () => {
  it('saves through an <a download> blob link with the given name', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const api = mockApi(on('GET /api/files/7', file('%PDF', 'application/pdf')));
    await downloadFile('/api/files/7', 'paper.pdf');
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('paper.pdf');
    expect(clicked[0].getAttribute('href')).toBe('blob:test/1');
    expect(clicked[0].isConnected).toBe(false);
    expect(api.request(0).headers.get('Authorization')).toBe('Bearer tok-9');
  });

  it('rejects with the status and clicks nothing when the fetch fails', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    mockApi(on('GET /api/files/7', httpError(500, { statusText: 'Server Error' })));
    await expect(downloadFile('/api/files/7')).rejects.toThrow('Failed to fetch file: 500');
    expect(click).not.toHaveBeenCalled();
  });
});

describe('helpers', () => {
  it('sorts content types', () => {
    expect(viewerKind('application/pdf; charset=binary')).toBe('inline');
    expect(viewerKind('image/jpeg')).toBe('inline');
    expect(viewerKind('image/svg+xml')).toBe('other');
    expect(viewerKind('application/msword')).toBe('word');
    expect(viewerKind('application/zip')).toBe('other');
  });

  it('reads Content-Disposition file names', () => {
    expect(filenameFromDisposition('attachment; filename="a b.pdf"')).toBe('a b.pdf');
    expect(filenameFromDisposition('inline; filename=plain.pdf')).toBe('plain.pdf');
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
