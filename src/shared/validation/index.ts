/**
 * Every rule of seed 000 §5 with its exact message, for the forms (react-hook-form) and the
 * server alike: field rules, files, the manuscript, contact and application forms, the
 * invitation payloads, and the intake's wire payloads. Import from here.
 */
export * from './text';
export * from './fields';
export * from './files';
export * from './manuscript';
export * from './contact';
export * from './applications';
export * from './invitations';
export * from './intake-text';
export {
  COVER_LETTER_MAX,
  contactRequest,
  FULL_NAME_MAX,
  JOIN_FILE_FIELDS,
  JOIN_NOTE_MAX,
  joinFieldOfPath,
  joinIntakeFields,
  joinIntakeFieldsByKind,
  MANUSCRIPT_FILE_FIELD,
  manuscriptIntakeFields,
  toJoinWireFields,
  toManuscriptWireFields,
  type ContactRequest,
  type JoinIntakeFields,
  type ManuscriptIntakeFields,
} from './intake-api';
export * from './auth';
