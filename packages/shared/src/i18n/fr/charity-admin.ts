import type { Widen } from '../widen.ts';
import type { enCharityAdmin } from '../en/charity-admin.ts';

export const frCharityAdmin: Widen<typeof enCharityAdmin> = {
  charityAdmin: {
    title: 'Admin',
  },
};
