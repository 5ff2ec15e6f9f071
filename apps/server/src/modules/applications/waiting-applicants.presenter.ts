import { referenceName, translate, type Language, type WaitingApplicant } from '@boardmatch/shared';
import { toCsv } from '../../platform/csv/csv.ts';
import type { CharityRecipient } from '../users/index.ts';
import type { OverdueApplication } from './waiting-applicants.repository.ts';

/** An overdue application with the representatives to call, as staff see it; the position in the reader's language. */
export function presentWaitingApplicant(row: OverdueApplication, representatives: CharityRecipient[], daysWaiting: number, language: Language): WaitingApplicant {
  return {
    applicationId: row.id,
    charity: { id: row.charityId, name: row.charityName },
    posting: { id: row.postingId, positionName: referenceName('positions', row.positionName, language) },
    candidate: { id: row.candidateId, firstName: row.candidateFirstName, lastName: row.candidateLastName },
    applicationDate: row.applicationDate.toISOString(),
    daysWaiting,
    remindedAt: row.remindedAt?.toISOString() ?? null,
    representatives: representatives.map((r) => ({ firstName: r.firstName, lastName: r.lastName, phone: r.phone, email: r.email })),
  };
}

const name = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(' ');

/** The list as CSV, headed in the reader's language; each representative as 'name, phone, e-mail', one a line. */
export function presentWaitingApplicantsCsv(applicants: WaitingApplicant[], language: Language): string {
  const h = (key: string) => translate(`waitingApplicants.csv.${key}`, {}, language);
  return toCsv([
    [h('charity'), h('posting'), h('position'), h('candidate'), h('applied'), h('daysWaiting'), h('representatives'), h('remindedAt')],
    ...applicants.map((a) => [
      a.charity.name,
      String(a.posting.id),
      a.posting.positionName,
      name(a.candidate),
      a.applicationDate,
      String(a.daysWaiting),
      a.representatives.map((r) => [name(r), r.phone ?? '', r.email].filter(Boolean).join(', ')).join('\n'),
      a.remindedAt ?? '',
    ]),
  ]);
}
