/** Staff 'Waiting applicants' (/boardmatch-waiting-applicants): applications left without a reply past the deadline. */
export const enWaitingApplicants = {
  waitingApplicants: {
    title: 'Waiting applicants',
    intro: 'Applications a charity has left without a reply for {{days}} working days or more, by charity. Call the representatives listed, or send the reminder again.',
    tableLabel: 'Waiting applicants',
    columns: {
      charity: 'Charity',
      posting: 'Posting',
      candidate: 'Candidate',
      applied: 'Applied',
      daysWaiting: 'Days waiting',
      representatives: 'Representatives to call',
    },
    days_one: '{{count}} working day',
    days_other: '{{count}} working days',
    noRepresentative: 'No representative may answer',
    remind: 'Remind',
    remindLabel: 'Remind {{charity}} about {{candidate}}',
    reminded: 'Reminder sent',
    remindedOn: 'Reminded {{date}}',
    alreadyReminded: 'A reminder was already sent today for this application.',
    exportCsv: 'Export CSV',
    empty: 'No applicant is waiting past the deadline.',
    loadFailed: 'Could not fetch the waiting applicants',
    csv: {
      charity: 'Charity',
      posting: 'Posting',
      position: 'Position',
      candidate: 'Candidate',
      applied: 'Applied',
      daysWaiting: 'Working days waiting',
      representatives: 'Representatives to call',
      remindedAt: 'Last reminded',
    },
  },
  /** How a charity answers its applicants, on its profile and each posting summary (last 12 months). */
  charityReplies: {
    label: 'How this charity replies',
    within_one: 'Usually replies within {{count}} day',
    within_other: 'Usually replies within {{count}} days',
    share: 'Replies to {{percent}}% of applicants',
  },
};
