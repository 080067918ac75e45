/**
 * Editing one editorial board member (decisions 0031, 0046): name, role, affiliation,
 * ORCID iD (format and ISO 7064 MOD 11-2 check character, checked here with the shared rule and
 * again by the server) in `PUT /api/admin/journals/{id}/board/{memberId}`, and the photo in
 * `POST …/{memberId}/photo` (an image of at most 5 MB; the server crops it to a 256 px square).
 * Server messages land on the fields they name.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  BOARD_PHOTO_MAX_BYTES,
  BOARD_ROLE_LABELS,
  BOARD_ROLES,
  boardMemberInput,
  type BoardMember,
  type BoardRole,
} from '../../../../shared/api/board';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import { editBoardMember, uploadBoardPhoto } from '../api/board-calls';
import { useAdminAction } from '../lib/use-admin-action';

const ROLE_OPTIONS = BOARD_ROLES.map((role) => ({ value: role, label: BOARD_ROLE_LABELS[role] }));

function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries((error.body.errors ?? []).map((e) => [e.path, e.message]));
}

/** The dialog editing `member` of journal `journalId`'s board; `onClose` after saving or cancelling. */
export function BoardMemberDialog({
  journalId,
  member,
  onClose,
}: {
  journalId: number;
  member: BoardMember;
  onClose: () => void;
}) {
  const formId = useId();
  const [values, setValues] = useState({
    name: member.name,
    role: member.role as string,
    affiliation: member.affiliation,
    orcid: member.orcid ?? '',
  });
  const [photo, setPhoto] = useState<File | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useAdminAction({
    run: async () => {
      const saved = await editBoardMember(journalId, member.id, {
        ...values,
        role: values.role as BoardRole,
        userId: member.userId,
      });
      return photo ? uploadBoardPhoto(journalId, member.id, photo) : saved;
    },
    success: (m) => ({ title: 'Member saved', description: `${m.name}'s details are saved.` }),
    failure: 'Saving the member failed',
    onSuccess: onClose,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The shared contract's rules first (ORCID format and check character included).
    const parsed = boardMemberInput.safeParse({ ...values, userId: member.userId });
    const next: Record<string, string> = parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    if (photo && photo.size > BOARD_PHOTO_MAX_BYTES) next.photo = 'The photo must be at most 5 MB';
    setErrors(next);
    if (Object.keys(next).length) return;
    save.mutate(undefined, { onError: (error) => setErrors(fieldErrorsOf(error)) });
  };
  const field = (name: keyof typeof values) => ({
    id: `${formId}-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <Dialog
      title={`Edit ${member.name}`}
      onClose={onClose}
      guardTyping
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${formId}-form`} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save member'}
          </Button>
        </>
      }
    >
      <form id={`${formId}-form`} onSubmit={submit} noValidate className="space-y-4">
        <TextField label="Name" required {...field('name')} />
        <SelectField label="Role" required placeholder="Choose a role" options={ROLE_OPTIONS} {...field('role')} />
        <TextField label="Affiliation" {...field('affiliation')} />
        <TextField label="ORCID iD" hint="e.g. 0000-0002-1825-0097" {...field('orcid')} />
        <div className="flex items-center gap-4">
          {member.photoUrl ? (
            <img src={member.photoUrl} alt="" width={64} height={64} className="h-16 w-16 rounded-full object-cover" />
          ) : null}
          <div className="min-w-0 flex-1">
            <label htmlFor={`${formId}-photo`} className="block text-sm font-medium text-slate-900">
              Photo <span className="font-normal text-slate-600">(optional)</span>
            </label>
            <p id={`${formId}-photo-hint`} className="text-sm text-slate-600">
              JPEG, PNG, WebP, GIF or AVIF, up to 5 MB; shown as a 256 px square.
            </p>
            <input
              id={`${formId}-photo`}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              aria-describedby={`${formId}-photo-hint${errors.photo ? ` ${formId}-photo-error` : ''}`}
              aria-invalid={errors.photo ? true : undefined}
              onChange={(e) => setPhoto(e.target.files?.[0])}
              className="mt-1 block w-full text-sm"
            />
            {errors.photo ? (
              <p id={`${formId}-photo-error`} className="mt-1 text-sm text-red-700">
                {errors.photo}
              </p>
            ) : null}
          </div>
        </div>
      </form>
    </Dialog>
  );
}
