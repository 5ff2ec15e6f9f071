export const enCharityAdmin = {
  charityAdmin: {
    title: 'Admin',
  },
} as const;
