/**
 * Every rule of seed 000 §5 with its exact message, for the forms (react-hook-form) and the
 * server alike: field rules, files, the manuscript, contact and application forms, and the
 * invitation payloads. Import from here. The intake's wire payloads are API contracts:
 * shared/api/intake.ts.
 */
export * from './text';
export * from './fields';
export * from './files';
export * from './manuscript';
export * from './contact';
export * from './applications';
export * from './invitations';
export * from './intake-text';
export * from './auth';
