import { translate, type ActAsEntry, type ActAsStaff, type Language } from '@boardmatch/shared';
import type { ActAsChangeRow, ActAsRow } from './act-as-audit.repository.ts';
import { toCsv } from '../../platform/csv/csv.ts';

const person = (id: number, email: string, firstName: string | null, lastName: string | null): ActAsStaff => ({ id, email, firstName, lastName });

/** One act-as sign-in: who acted, as whom, from where, and the writes made while acting (oldest first). */
export function presentActAsEntry(row: ActAsRow, changes: ActAsChangeRow[]): ActAsEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    ipAddress: row.ipAddress,
    staff: person(row.staffId, row.staffEmail, row.staffFirstName, row.staffLastName),
    target: person(row.targetId, row.targetEmail, row.targetFirstName, row.targetLastName),
    changes: changes.filter((c) => c.auditId === row.id).map((c) => ({ method: c.method, route: c.route, statusCode: c.statusCode, createdAt: c.createdAt.toISOString() })),
  };
}

/** A staff member who has acted as someone (the list's filter). */
export function presentActingStaff(row: { id: number; email: string; firstName: string | null; lastName: string | null }): ActAsStaff {
  return person(row.id, row.email, row.firstName, row.lastName);
}

const fullName = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(' ');

/** The audit as CSV, its headings in the reader's language: one line per act-as sign-in, its writes in one cell. */
export function presentActAsCsv(entries: ActAsEntry[], language: Language): string {
  const h = (key: string) => translate(`actAsAudit.csv.${key}`, {}, language);
  return toCsv([
    [h('when'), h('staffName'), h('staffEmail'), h('targetName'), h('targetEmail'), h('ipAddress'), h('changes')],
    ...entries.map((e) => [
      e.createdAt,
      fullName(e.staff),
      e.staff.email,
      fullName(e.target),
      e.target.email,
      e.ipAddress,
      e.changes.map((c) => `${c.createdAt} ${c.method} ${c.route} ${c.statusCode}`).join('\n'),
    ]),
  ]);
}
