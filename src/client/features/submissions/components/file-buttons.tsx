/**
 * View and Download buttons of a protected file (seed 001 §2 "File viewer", §8): View opens
 * the viewer tab inside the click; failures raise 'Failed to open file' / 'Failed to
 * download file' with the reason ('Please allow pop-ups to view the document.' for a blocked
 * popup, 'Failed to fetch file: {status}' otherwise).
 */
import { toast } from '../../../components/ui/toast';
import { downloadFile, fileErrorDescription, openFileInViewer } from '../../../lib/file-viewer';
import { Button } from '../../../components/ui/button';
import { SrOnly } from '../../../components/ui/sr-only';

/** Opens a file in the viewer, toasting a failure. Call it in the click handler itself. */
export function viewFile(url: string, filename?: string): void {
  openFileInViewer(url, filename ? { filename } : undefined).catch((error: unknown) => {
    toast({ title: 'Failed to open file', description: fileErrorDescription(error), variant: 'destructive' });
  });
}

/** Downloads a file, toasting a failure. */
export function saveFile(url: string, filename?: string): void {
  downloadFile(url, filename).catch((error: unknown) => {
    toast({ title: 'Failed to download file', description: fileErrorDescription(error), variant: 'destructive' });
  });
}

/**
 * The two buttons; `what` completes their accessible names ("View manuscript.pdf").
 * @param viewLabel visible text of the view button (default 'View')
 */
export function FileButtons({ url, filename, what, viewLabel = 'View' }: { url: string; filename?: string; what: string; viewLabel?: string }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={() => viewFile(url, filename)}>
        {viewLabel}
        <SrOnly> {what}</SrOnly>
      </Button>
      <Button variant="secondary" onClick={() => saveFile(url, filename)}>
        Download
        <SrOnly> {what}</SrOnly>
      </Button>
    </span>
  );
}
