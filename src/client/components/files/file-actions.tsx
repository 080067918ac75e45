/**
 * The view/download control of a protected file in the dashboards (author, editor,
 * reviewer, admin; seed 001 §2 "File viewer", §7 "Files", §8). View opens the viewer tab
 * inside the click; failures toast 'Failed to open file' / 'Failed to download file' with
 * the reason ('Please allow pop-ups to view the document.' for a blocked popup, 'Failed to
 * fetch file: {status}' otherwise).
 */
import { downloadFile, fileErrorDescription, openFileInViewer } from '../../lib/file-viewer';
import { Button } from '../ui/button';
import { SrOnly } from '../ui/sr-only';
import { toast } from '../ui/toast';

/** Opens a file in the viewer tab, toasting a failure. Call it in the click handler itself. */
export function viewFile(url: string, filename?: string): void {
  openFileInViewer(url, filename ? { filename } : {}).catch((error: unknown) => {
    toast({ title: 'Failed to open file', description: fileErrorDescription(error), variant: 'destructive' });
  });
}

/** Downloads a file (saved as `filename` when given), toasting a failure. */
export function saveFile(url: string, filename?: string): void {
  downloadFile(url, filename).catch((error: unknown) => {
    toast({ title: 'Failed to download file', description: fileErrorDescription(error), variant: 'destructive' });
  });
}

/**
 * View and Download buttons of one file. Their accessible names end with `what`, for screen
 * readers only: "View manuscript.pdf", "Download manuscript.pdf".
 * @param url the file's API URL (needs the bearer token)
 * @param filename the name to save it under, when known
 * @param viewLabel visible text of the view button (default 'View')
 * @param downloadWhat the end of the download button's name, when it differs from `what`
 */
export function FileActions({
  url,
  filename,
  what,
  viewLabel = 'View',
  downloadWhat,
}: {
  url: string;
  filename?: string;
  what: string;
  viewLabel?: string;
  downloadWhat?: string;
}) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={() => viewFile(url, filename)}>
        {viewLabel}
        <SrOnly> {what}</SrOnly>
      </Button>
      <Button variant="secondary" onClick={() => saveFile(url, filename)}>
        Download
        <SrOnly> {downloadWhat ?? what}</SrOnly>
      </Button>
    </span>
  );
}
