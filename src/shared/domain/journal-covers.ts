/**
 * Uploaded journal covers (decision 0030), without zod: the public journal cards
 * import these, and the validation library stays out of their JavaScript.
 */

/**
 * The slots an uploaded cover is resized for (decision 0030), in pixels (2× the CSS size of the
 * journal card's band and the journal header's cover, both 3:4), and its public URL form:
 * `/api/journal-covers/{id}/{version}/{slot}.webp|jpg`.
 */
export const COVER_SLOTS = {
  card: { width: 600, height: 800 },
  header: { width: 416, height: 555 },
} as const;
export type CoverSlot = keyof typeof COVER_SLOTS;
/** An uploaded cover's URL (`…/card.jpg`): group 1 is the base of its other sizes. */
export const UPLOADED_COVER_URL = /^(\/api\/journal-covers\/\d+\/[A-Za-z0-9_-]{8})\/card\.jpg$/;
