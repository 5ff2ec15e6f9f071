import type { enQualifications } from '../en/qualifications.ts';
import type { Widen } from '../widen.ts';

export const frQualifications: Widen<typeof enQualifications> = {};
