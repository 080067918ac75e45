/**
 * The text of each guideline page, by type (seed 000 §2 "Guideline pages": known types
 * with static text).
 */
import type { GuidelineType } from '../lib/catalogue';
import { associateEditorContent } from './associate-editor';
import { authorContent } from './author';
import { editorContent } from './editor';
import { joinAssociateContent } from './join-associate';
import { joinEditorContent } from './join-editor';
import { joinReviewerContent } from './join-reviewer';
import { manuscriptContent } from './manuscript';
import { peerReviewContent } from './peer-review';
import { plagiarismContent } from './plagiarism';
import { processingFeeContent } from './processing-fee';
import { reviewerContent } from './reviewer';
import type { GuidelineContent } from './types';

export type { GuidelineContent };

export const GUIDELINE_CONTENT: Record<GuidelineType, GuidelineContent> = {
  editor: editorContent,
  'associate-editor': associateEditorContent,
  reviewer: reviewerContent,
  author: authorContent,
  'peer-review': peerReviewContent,
  plagiarism: plagiarismContent,
  'processing-fee': processingFeeContent,
  'join-editor': joinEditorContent,
  'join-associate': joinAssociateContent,
  'join-reviewer': joinReviewerContent,
  manuscript: manuscriptContent,
};
