export const enSearch = {} as const;
