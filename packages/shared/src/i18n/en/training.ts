export const enTraining = {} as const;
