/** The registration routes' answers, checked as the server describes them. Loaded when an answer arrives, not with the form. */
export { registrationResultSchema, userDataResponseSchema } from '@boardmatch/shared';
