import type { enApplications } from '../en/applications.ts';
import type { Widen } from '../widen.ts';

export const frApplications: Widen<typeof enApplications> = {
  applications: {},
  postings: {
    expiry: {
      expired: 'Expiré depuis {{duration}}',
      left: '{{duration}} restant(s)',
    },
    duration: {
      day_one: '{{count}} jour',
      day_other: '{{count}} jours',
      week_one: '{{count}} semaine',
      week_other: '{{count}} semaines',
      month_one: '{{count}} mois',
      month_other: '{{count}} mois',
      year_one: '{{count}} an',
      year_other: '{{count}} ans',
    },
  },
  candidateSearch: {},
};
