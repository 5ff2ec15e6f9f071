export const enApplications = {} as const;
