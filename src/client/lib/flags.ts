/**
 * Feature flags from the build environment (seed 000 §9): true when set to 1 or true.
 * `VITE_PUBLIC_CONTENT_FREEZE` hides catalogue data behind "Coming Soon" sections.
 */
const truthy = (value: unknown): boolean =>
  ['1', 'true'].includes(
    String(value ?? '')
      .trim()
      .toLowerCase(),
  );

export const flags = {
  publicContentFreeze: truthy(import.meta.env.VITE_PUBLIC_CONTENT_FREEZE),
  reviewForms: truthy(import.meta.env.VITE_REVIEW_FORMS),
  reviewInvites: truthy(import.meta.env.VITE_REVIEW_INVITES),
} as const;
