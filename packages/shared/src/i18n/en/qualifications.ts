export const enQualifications = {} as const;
