import type { enApplications } from '../en/applications.ts';
import type { Widen } from '../widen.ts';

export const frApplications: Widen<typeof enApplications> = {};
