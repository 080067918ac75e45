/**
 * A file input with its upload buttons (manuscript, revision, proof). Clicking a button with
 * no file chosen shows `emptyMessage` under the input ('Choose a file first', 'Choose a proof
 * file'; seed 001 §5) and focuses it. The input is cleared after a successful upload.
 */
import { useRef, useState } from 'react';
import { FileField } from '../../../components/ui/form-fields';
import { Button } from '../../../components/ui/button';

export const MANUSCRIPT_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface UploadAction {
  label: string;
  disabled?: boolean;
  /** Uploads the file; resolves true when it succeeded (the input is then cleared). */
  onUpload: (file: File) => Promise<boolean>;
}

export function FileUpload({
  id,
  label,
  emptyMessage,
  actions,
  busy = false,
  accept = MANUSCRIPT_ACCEPT,
  hint,
  onBeforeUpload,
}: {
  id: string;
  label: string;
  emptyMessage: string;
  actions: UploadAction[];
  busy?: boolean;
  accept?: string;
  hint?: string;
  /** Called first; returning false stops the upload (e.g. no submission picked). */
  onBeforeUpload?: () => boolean;
}) {
  const [file, setFile] = useState<File | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [generation, setGeneration] = useState(0);
  const wrapper = useRef<HTMLDivElement>(null);

  const upload = async (action: UploadAction) => {
    if (onBeforeUpload && !onBeforeUpload()) return;
    if (!file) {
      setError(emptyMessage);
      wrapper.current?.querySelector('input')?.focus();
      return;
    }
    setError(undefined);
    if (await action.onUpload(file)) {
      setFile(undefined);
      setGeneration((g) => g + 1);
    }
  };

  return (
    <div ref={wrapper} className="space-y-2">
      <FileField
        key={generation}
        id={id}
        label={label}
        hint={hint}
        accept={accept}
        file={file}
        error={error}
        onFile={(next) => {
          setFile(next);
          if (next) setError(undefined);
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        {actions.map((action) => (
          <Button
            key={action.label}
            type="button"
            variant="primary"
            disabled={action.disabled || busy}
            onClick={() => void upload(action)}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
