import type { Widen } from '../widen.ts';
import type { enCharityPostings } from '../en/charity-postings.ts';

export const frCharityPostings: Widen<typeof enCharityPostings> = {
  charityPostings: {
    title: 'Postes affichés',
  },
};
