import type { Widen } from '../widen.ts';
import type { enCharities } from '../en/charities.ts';

export const frCharities: Widen<typeof enCharities> = {
  charity: {
    title: 'Organisme',
  },
};
