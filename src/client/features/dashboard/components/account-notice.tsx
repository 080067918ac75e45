/**
 * The frame the dashboard's account notices share (decisions 0013 and 0093): an amber section
 * titled by its heading, its text and controls, and one action button whose answer (or refusal)
 * is read out in a status line beside it.
 */
import type { ReactNode } from 'react';

/** Shown when a link could not be sent and the server gave no message of its own. */
export const LINK_NOT_SENT = 'The link could not be sent. Please try again later.';

/** What the notice's action answered: the server's message, or why it failed. */
export type NoticeAnswer = { tone: 'ok' | 'error'; text: string } | null;

export function AccountNotice({
  titleId,
  title,
  children,
}: {
  /** The heading's id, which labels the section. */
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The notice's action (a submit or a plain button) and the status line of its answer; `gap`:
 * its own top margin, for a notice whose action does not sit in a spaced form.
 */
export function NoticeAction({
  type,
  onClick,
  sending,
  label,
  answer,
  gap = false,
}: {
  type: 'submit' | 'button';
  onClick?: () => void;
  sending: boolean;
  label: string;
  answer: NoticeAnswer;
  gap?: boolean;
}) {
  return (
    <div className={gap ? 'mt-3 flex flex-wrap items-center gap-3' : 'flex flex-wrap items-center gap-3'}>
      <button
        type={type}
        onClick={onClick}
        disabled={sending}
        className="rounded-md border border-amber-400 bg-white px-4 py-2 text-sm font-semibold text-amber-950 hover:bg-amber-100 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {sending ? 'Sending…' : label}
      </button>
      <p role="status" className={answer?.tone === 'error' ? 'text-sm font-medium text-red-800' : 'text-sm'}>
        {answer?.text}
      </p>
    </div>
  );
}
