/** English texts of applications, the posting summary and apply dialog, and the Candidate Search page. */
export const enApplications = {
  applications: {},
  postings: {
    expiry: {
      expired: 'Expired {{duration}} ago',
      left: '{{duration}} left',
    },
    duration: {
      day_one: '{{count}} day',
      day_other: '{{count}} days',
      week_one: '{{count}} week',
      week_other: '{{count}} weeks',
      month_one: '{{count}} month',
      month_other: '{{count}} months',
      year_one: '{{count}} year',
      year_other: '{{count}} years',
    },
  },
  candidateSearch: {},
} as const;
