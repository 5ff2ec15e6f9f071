export const enCandidates = {} as const;
