import type { enSearch } from '../en/search.ts';
import type { Widen } from '../widen.ts';

export const frSearch: Widen<typeof enSearch> = {};
