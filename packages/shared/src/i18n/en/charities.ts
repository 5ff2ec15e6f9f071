export const enCharities = {
  charity: {
    title: 'Charity',
  },
} as const;
