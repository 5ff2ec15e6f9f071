/** The user information form's rules: the same the server applies (as on the registration forms). Loaded at the form's first check. */
export { userInformationInputSchema as userInformationFormSchema } from '@boardmatch/shared';
