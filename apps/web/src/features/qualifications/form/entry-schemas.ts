/** The education and experience dialogs' rules: the same the server applies. Loaded at a dialog's first check. */
export { educationFieldsSchema, experienceFieldsSchema, qualificationDateIssues } from '@boardmatch/shared';
