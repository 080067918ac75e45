/**
 * Article types offered on the submission form (seed 000 §3 "Article types"), in the
 * seed's order. Imported articles may carry other real types (Correction, Book Review…).
 */
export const ARTICLE_TYPES = [
  'Case Report',
  'Clinical case',
  'Clinical Image',
  'Commentary',
  'Conceptual Paper',
  'Editorial',
  'Letter to Editor',
  'Mini Review',
  'News',
  'Opinion',
  'Perspective',
  'Research Article',
  'Review Article',
  'Short Communication',
] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
