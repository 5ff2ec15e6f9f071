export const enBoard = {
  board: {
    title: 'Board',
  },
} as const;
