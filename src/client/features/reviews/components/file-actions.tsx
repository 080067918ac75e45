/**
 * View and Download buttons of a file that needs the bearer token (seed 001 §2 "File
 * viewer"), with the seed's failure toasts 'Failed to open file' / 'Failed to download file'
 * (seed 001 §8). `subject` completes the accessible names ("View manuscript of invite #12").
 */
import { downloadFile, fileErrorDescription, openFileInViewer } from '../../../lib/file-viewer';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/button';

export function FileActions({ url, subject, filename }: { url: string; subject: string; filename?: string }) {
  const view = () => {
    // Called inside the click: the viewer opens its tab before awaiting anything.
    openFileInViewer(url, filename ? { filename } : {}).catch((error: unknown) => {
      toast({ title: 'Failed to open file', description: fileErrorDescription(error), variant: 'destructive' });
    });
  };
  const download = () => {
    downloadFile(url, filename).catch((error: unknown) => {
      toast({ title: 'Failed to download file', description: fileErrorDescription(error), variant: 'destructive' });
    });
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" aria-label={`View ${subject}`} onClick={view}>
        View
      </Button>
      <Button variant="secondary" aria-label={`Download ${subject}`} onClick={download}>
        Download
      </Button>
    </div>
  );
}
