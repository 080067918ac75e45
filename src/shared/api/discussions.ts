/**
 * A submission's correspondence (docs/decisions/0072-discussions.md): one thread between the
 * editors and the author, one between the editors and each invited reviewer, never one between the
 * author and a reviewer. Who sees which thread is the server's (features/discussions/policy.ts).
 * Names follow the double-blind line: an author or a reviewer sees the editors as "Editor"; an
 * author never sees a reviewer's thread; a reviewer never sees the author's name.
 */
import { z } from 'zod';
import { text } from '../validation/text';

/** The limits of a message (decision 0072): plain text of 1–10,000 characters, at most 3 files. */
export const DISCUSSION_LIMITS = { bodyChars: 10_000, attachments: 3 } as const;

/** The multipart fields of a message: the text, and the files (repeated). */
export const MESSAGE_BODY_FIELD = 'body';
export const MESSAGE_FILE_FIELD = 'attachments';

export const DISCUSSION_MESSAGES = {
  empty: 'Write a message',
  tooLong: `A message is at most ${DISCUSSION_LIMITS.bodyChars.toLocaleString('en-US')} characters`,
  tooManyFiles: `Attach at most ${DISCUSSION_LIMITS.attachments} files`,
  notFound: 'Discussion not found',
} as const;

/**
 * The text of a message as the server and the composer check it: trimmed, not empty, at most
 * `DISCUSSION_LIMITS.bodyChars` characters (code points).
 */
export const messageBody = text()
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, { error: DISCUSSION_MESSAGES.empty })
  .refine((s) => [...s].length <= DISCUSSION_LIMITS.bodyChars, { error: DISCUSSION_MESSAGES.tooLong });

/** A thread's key in the URL: 'author', or 'reviewer-{invitation id}'. */
export const threadKey = text().max(40);

/** Who wrote a message, as the reader may see it. */
export const messageSender = z.object({
  /** The editors' side, the author, or the thread's reviewer. */
  side: z.enum(['editor', 'author', 'reviewer']),
  /** "Editor" to an author or a reviewer; the person's name (or address) to editors; "You" for the reader. */
  name: text(),
  /** The reader wrote it. */
  you: z.boolean(),
});

/** A file sent with a message; `url` serves it (cleaned for blind review to a reviewer). */
export const messageAttachment = z.object({
  id: z.number().int(),
  filename: text(),
  byteSize: z.number().int(),
  url: text(),
});

/** One message (times ISO 8601). */
export const discussionMessage = z.object({
  id: z.number().int(),
  from: messageSender,
  body: text(),
  createdAt: text(),
  attachments: z.array(messageAttachment),
});
export type DiscussionMessage = z.infer<typeof discussionMessage>;

/** A thread as its reader may know it, with what they have not read yet. */
export const discussionThread = z.object({
  key: text(),
  kind: z.enum(['author', 'reviewer']),
  /** The reviewer's invitation (reviewer threads), else null. */
  inviteId: z.number().int().nullable(),
  /** "Editors ↔ Author", "Editors ↔ Reviewer: Ada Lovelace (round 1)" to editors; "Editors" to the others. */
  label: text(),
  messageCount: z.number().int(),
  /** Messages of the other side after the reader's last read. */
  unread: z.number().int(),
  lastMessageAt: text().nullable(),
});
export type DiscussionThread = z.infer<typeof discussionThread>;

/** `GET /api/submissions/{id}/discussions`: the threads the reader may see. */
export const discussionThreads = z.object({ threads: z.array(discussionThread) });

/** `GET /api/submissions/{id}/discussions/{thread}`: a thread and its messages, oldest first. */
export const discussionThreadDetail = discussionThread.extend({ messages: z.array(discussionMessage) });
export type DiscussionThreadDetail = z.infer<typeof discussionThreadDetail>;

/** `POST …/read` → the reader's last read message id (0: none). */
export const discussionRead = z.object({ lastReadId: z.number().int() });
