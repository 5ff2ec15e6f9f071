/** The position matching form's rules: the same the server applies. Loaded at the form's first check. */
export { positionMatchingUpdateSchema } from '@boardmatch/shared';
