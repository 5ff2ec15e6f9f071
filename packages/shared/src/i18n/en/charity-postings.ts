export const enCharityPostings = {
  charityPostings: {
    title: 'Posted Positions',
  },
} as const;
