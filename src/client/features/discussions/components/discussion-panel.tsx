/**
 * The "Discussion" panel of a submission (docs/decisions/0072-discussions.md): the threads
 * the signed-in reader may see — to editors the author's thread and one per reviewer, labelled
 * by reviewer; to the author their thread with the editors; to a reviewer theirs — each opened
 * on request (or at once when it is the only one, or named by the page's `?thread=`), with
 * its messages, files, an unread count, and a composer (text, files, Send). The composer's text
 * is kept on the server as it is typed (`useServerDraft`, key `discussion.{thread}`: decision
 * 0074) and survives a reload, on any device. Self-contained: a page mounts it
 * with one line, `<DiscussionPanel submissionId={id} />` (a reviewer's page names its thread).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  DISCUSSION_LIMITS,
  DISCUSSION_MESSAGES,
  messageBody,
  type DiscussionThread,
} from '../../../../shared/api/discussions';
import { acceptAttribute, checkFile } from '../../../../shared/validation/files';
import { FileActions } from '../../../components/files/file-actions';
import { Button } from '../../../components/ui/button';
import { formatMegabytes, TextAreaField } from '../../../components/ui/form-fields';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useServerDraft } from '../../../lib/use-server-draft';
import { useSession } from '../../../lib/session';
import { useMarkRead, usePostMessage, useThread, useThreads } from '../api/discussions';

/** Who the reader writes to in a thread, for the composer's label. */
function recipientOf(thread: DiscussionThread): string {
  if (thread.label === 'Editors') return 'the editors';
  return thread.kind === 'author' ? 'the author' : 'the reviewer';
}

function Composer({ submissionId, thread }: { submissionId: number; thread: DiscussionThread }) {
  const draft = useServerDraft<{ text: string }>(submissionId, `discussion.${thread.key}`);
  const text = draft.value?.text ?? '';
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const post = usePostMessage(submissionId, thread.key);
  const id = `discussion-${submissionId}-${thread.key}`;

  const change = (value: string) => {
    draft.set({ text: value });
    if (error) setError(undefined);
  };

  const pick = (chosen: File[]) => {
    const problem =
      chosen.length > DISCUSSION_LIMITS.attachments
        ? DISCUSSION_MESSAGES.tooManyFiles
        : chosen.map((f) => checkFile('manuscript', f)).find((m) => m !== null);
    setFileError(problem ?? undefined);
    setFiles(problem ? [] : chosen);
    if (problem && fileInput.current) fileInput.current.value = '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = messageBody.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    post.mutate(
      { body: parsed.data, files },
      {
        onSuccess: () => {
          void draft.clear();
          setFiles([]);
          if (fileInput.current) fileInput.current.value = '';
          toast({ title: 'Message sent' });
        },
        onError: (err) => {
          const field = err instanceof ApiError ? err.body.errors?.[0] : undefined;
          if (field?.path.startsWith('attachments')) setFileError(field.message);
          else setError(err.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t border-slate-200 pt-3">
      <TextAreaField
        id={`${id}-body`}
        label={`Message to ${recipientOf(thread)}`}
        hint={`Plain text, up to ${DISCUSSION_LIMITS.bodyChars.toLocaleString('en-US')} characters. Your draft is kept until you send it.`}
        rows={4}
        required
        value={text}
        error={error}
        maxLength={DISCUSSION_LIMITS.bodyChars + 100}
        onChange={(e) => change(e.currentTarget.value)}
      />
      <div>
        <label htmlFor={`${id}-files`} className="block text-sm font-semibold text-slate-900">
          Attachments{' '}
          <span className="font-normal text-slate-500">(optional, up to {DISCUSSION_LIMITS.attachments})</span>
        </label>
        <input
          ref={fileInput}
          id={`${id}-files`}
          type="file"
          multiple
          accept={acceptAttribute('manuscript')}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${id}-files-error` : undefined}
          onChange={(e) => pick([...(e.currentTarget.files ?? [])])}
          className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white"
        />
        {files.length > 0 ? (
          <p className="mt-1 text-sm break-all text-slate-700">
            Selected: {files.map((f) => `${f.name} (${formatMegabytes(f.size)})`).join(', ')}
          </p>
        ) : null}
        {fileError ? (
          <p id={`${id}-files-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {fileError}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={post.isPending}>
        {post.isPending ? 'Sending…' : 'Send'}
      </Button>
    </form>
  );
}

function ThreadView({
  submissionId,
  thread,
  initiallyOpen,
}: {
  submissionId: number;
  thread: DiscussionThread;
  initiallyOpen: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const { user } = useSession();
  const detail = useThread(submissionId, thread.key, open);
  const markRead = useMarkRead(submissionId, thread.key);
  const unread = thread.unread;
  const { mutate } = markRead;
  useEffect(() => {
    if (open && detail.data && unread > 0) mutate();
  }, [open, detail.data, unread, mutate]);
  const bodyId = `discussion-${submissionId}-${thread.key}-messages`;

  return (
    <li className="min-w-0 rounded-md border border-slate-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? bodyId : undefined}
        onClick={() => setOpen(!open)}
        className="flex w-full flex-wrap items-center justify-between gap-2 p-3 text-left font-semibold text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="min-w-0 break-words">{thread.label}</span>
        <span className="flex items-center gap-2 text-sm font-normal text-slate-700">
          {thread.messageCount === 1 ? '1 message' : `${thread.messageCount} messages`}
          {unread > 0 ? (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              {unread} unread
            </span>
          ) : null}
        </span>
      </button>
      {open ? (
        <div id={bodyId} className="space-y-3 px-3 pb-3">
          {detail.isPending ? <p className="text-sm text-slate-600">Loading messages…</p> : null}
          {detail.isError ? <p className="text-sm text-red-700">The discussion could not be loaded.</p> : null}
          {detail.data?.messages.length === 0 ? <p className="text-sm text-slate-600">No messages yet.</p> : null}
          {detail.data && detail.data.messages.length > 0 ? (
            <ol className="space-y-2" aria-label={`Messages: ${thread.label}`}>
              {detail.data.messages.map((m) => (
                <li
                  key={m.id}
                  className={`min-w-0 rounded-md p-3 text-sm ${m.from.you ? 'bg-brand-50' : 'bg-slate-50'}`}
                >
                  <p className="flex flex-wrap justify-between gap-x-3 text-slate-700">
                    <span className="font-semibold text-slate-900">{m.from.name}</span>
                    <span>{formatDateTime(m.createdAt)}</span>
                  </p>
                  <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{m.body}</p>
                  {m.attachments.length > 0 ? (
                    <ul className="mt-2 space-y-1">
                      {m.attachments.map((a) => (
                        <li key={a.id} className="flex flex-wrap items-center gap-2">
                          <span className="break-all">
                            {a.filename} ({formatMegabytes(a.byteSize)})
                          </span>
                          <FileActions url={a.url} filename={a.filename} what={a.filename} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : null}
          {/* Keyed by the signed-in account: another person signing in here starts from their own draft. */}
          <Composer key={user?.id ?? 'anonymous'} submissionId={submissionId} thread={thread} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * @param submissionId the submission whose correspondence to show
 * @param thread only this thread (a reviewer's page: `reviewer-{inviteId}`); default every thread the reader may see
 */
export function DiscussionPanel({ submissionId, thread }: { submissionId: number; thread?: string }) {
  const threads = useThreads(submissionId);
  const [params] = useSearchParams();
  const asked = params.get('thread');
  const shown = (threads.data?.threads ?? []).filter((t) => thread === undefined || t.key === thread);
  const section = useRef<HTMLElement>(null);
  const loaded = threads.isSuccess;
  useEffect(() => {
    if (loaded && globalThis.location?.hash === '#discussion') section.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded]);

  return (
    <section
      ref={section}
      id="discussion"
      aria-labelledby={`discussion-title-${submissionId}`}
      className="min-w-0 space-y-3"
    >
      <h3 id={`discussion-title-${submissionId}`} className="text-lg font-semibold text-brand-900">
        Discussion
      </h3>
      {threads.isPending ? <p className="text-sm text-slate-600">Loading the discussion…</p> : null}
      {threads.isError ? <p className="text-sm text-red-700">The discussion could not be loaded.</p> : null}
      {loaded && shown.length === 0 ? <p className="text-sm text-slate-600">No discussion here.</p> : null}
      {shown.length > 0 ? (
        <ul className="space-y-2">
          {shown.map((t) => (
            <ThreadView
              key={t.key}
              submissionId={submissionId}
              thread={t}
              initiallyOpen={shown.length === 1 || t.key === asked}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
