/**
 * Labels of the admin area (dates and sizes are in lib/format.ts).
 */

/** 'associate_editor' → 'associate editor' (seed 001 §2: kind with underscores as spaces). */
export function kindLabel(kind: string): string {
  return kind.replace(/_/g, ' ');
}
