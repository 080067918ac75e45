import type { ComponentType } from 'react';

/** The text of one guideline page: the lead under its title, and the body. */
export interface GuidelineContent {
  lead: string;
  Body: ComponentType;
}
