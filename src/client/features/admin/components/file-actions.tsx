/**
 * Opening and saving intake files (seed 001 §2 "File viewer", §7 "Files"). Known files
 * (a manuscript's) get View and Download buttons. Join files (biography, cv, photograph)
 * are looked up first through `GET /api/admin/files/{key}?meta=true`, when the dialog
 * opens, so that the click can open the viewer tab at once: a file the browser can show
 * (`canOpen`) is opened, any other is downloaded. Failures toast 'Failed to open file' /
 * 'Failed to download file' with the reason (seed 001 §8).
 */
import type { AdminFile } from '../../../../shared/api/admin';
import { FileActions, saveFile, viewFile } from '../../../components/files/file-actions';
import { useFileMetadata } from '../api/admin-queries';
import { formatBytes } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { SrOnly } from '../../../components/ui/sr-only';

/** A file of a manuscript: its name and size, View and Download. */
export function FileRow({ file }: { file: AdminFile }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2">
      <span className="min-w-0 text-sm [overflow-wrap:anywhere]">
        <span className="font-medium text-slate-900">{file.originalFilename}</span>{' '}
        <span className="text-slate-600">({formatBytes(file.byteSize)})</span>
      </span>
      <FileActions url={file.url} filename={file.originalFilename} what={file.originalFilename} />
    </li>
  );
}

const JOIN_FILE_LABELS: Record<string, string> = { biography: 'Biography', cv: 'CV', photograph: 'Photograph' };
/** The files a join application carries, in order (seed 001 §3 "Join request"). */
export const JOIN_FILE_ROLES = ['biography', 'cv', 'photograph'] as const;

/** One join file: its metadata, then Open (canOpen) or Download. */
function MetaFileButton({ label, file }: { label: string; file: AdminFile }) {
  const meta = useFileMetadata(file.url);
  if (meta.isPending) return <span className="text-sm text-slate-600">Loading…</span>;
  if (meta.isError) return <span className="text-sm text-red-700">{meta.error.message || 'Failed to load'}</span>;
  const { originalFilename, canOpen } = meta.data;
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-2">
      <span className="min-w-0 text-sm text-slate-700 [overflow-wrap:anywhere]">{originalFilename}</span>
      {canOpen ? (
        <Button variant="secondary" onClick={() => viewFile(file.url, originalFilename)}>
          Open<SrOnly> {label}</SrOnly>
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => saveFile(file.url, originalFilename)}>
          Download<SrOnly> {label}</SrOnly>
        </Button>
      )}
    </span>
  );
}

/** Biography, CV and photograph of a join application, each opened or downloaded. */
export function JoinFiles({ files }: { files: readonly AdminFile[] }) {
  return (
    <ul className="space-y-2">
      {JOIN_FILE_ROLES.map((role) => {
        const label = JOIN_FILE_LABELS[role];
        const file = files.find((f) => f.role === role);
        return (
          <li
            key={role}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2"
          >
            <span className="text-sm font-semibold text-slate-800">{label}</span>
            {file ? (
              <MetaFileButton label={label} file={file} />
            ) : (
              <span className="text-sm text-slate-600">Not provided</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
