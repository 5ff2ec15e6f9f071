import { auditAction, isPageNoise, staffAction, translate, type ActAsEntry, type ActAsStaff, type Language, type StaffAction } from '@boardmatch/shared';
import type { ActAsChangeRow, ActAsRow, StaffActionRow } from './act-as-audit.repository.ts';
import { toCsv } from '../../platform/csv/csv.ts';

const fullName = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(' ');
const nameOrEmail = (p: { firstName: string | null; lastName: string | null; email: string }) => fullName(p) || p.email;

const person = (id: number, email: string, firstName: string | null, lastName: string | null): ActAsStaff => ({ id, email, firstName, lastName });

/** A write made while acting, in words: 'Alex Morgan changed the personal information of Jordan Lee', '(refused)' when it was. */
function describeChange(change: ActAsChangeRow, staff: string, target: string, language: Language): string {
  const words = translate(`actAsAudit.actions.${auditAction(change.method, change.route)}`, { staff, target, call: `${change.method} ${change.route}` }, language);
  return change.statusCode >= 400 ? `${words} ${translate('actAsAudit.refused', {}, language)}` : words;
}

/** One act-as sign-in: who acted, as whom, from where, and the writes made while acting (oldest first), in words. */
export function presentActAsEntry(row: ActAsRow, changes: ActAsChangeRow[], language: Language): ActAsEntry {
  const staff = nameOrEmail({ firstName: row.staffFirstName, lastName: row.staffLastName, email: row.staffEmail });
  const target = nameOrEmail({ firstName: row.targetFirstName, lastName: row.targetLastName, email: row.targetEmail });
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    ipAddress: row.ipAddress,
    reason: row.reason ?? null,
    staff: person(row.staffId, row.staffEmail, row.staffFirstName, row.staffLastName),
    target: person(row.targetId, row.targetEmail, row.targetFirstName, row.targetLastName),
    changes: changes
      .filter((c) => c.auditId === row.id && !isPageNoise(c.method, c.route))
      .map((c) => ({ method: c.method, route: c.route, statusCode: c.statusCode, createdAt: c.createdAt.toISOString(), description: describeChange(c, staff, target, language) })),
  };
}

/** A staff member who has acted as someone (the list's filter). */
export function presentActingStaff(row: { id: number; email: string; firstName: string | null; lastName: string | null }): ActAsStaff {
  return person(row.id, row.email, row.firstName, row.lastName);
}


/** The audit as CSV, its headings in the reader's language: one line per act-as sign-in, its writes in one cell. */
export function presentActAsCsv(entries: ActAsEntry[], language: Language): string {
  const h = (key: string) => translate(`actAsAudit.csv.${key}`, {}, language);
  return toCsv([
    [h('when'), h('staffName'), h('staffEmail'), h('targetName'), h('targetEmail'), h('reason'), h('ipAddress'), h('changes')],
    ...entries.map((e) => [
      e.createdAt,
      fullName(e.staff),
      e.staff.email,
      fullName(e.target),
      e.target.email,
      e.reason ?? '',
      e.ipAddress,
      e.changes.map((c) => `${c.createdAt} ${c.description}`).join('\n'),
    ]),
  ]);
}

/** A staff member's own write or act-as attempt, in words: 'Alex Morgan deactivated candidate Jordan Lee'. */
export function presentStaffAction(row: StaffActionRow, language: Language): StaffAction {
  const staff = nameOrEmail({ firstName: row.staffFirstName, lastName: row.staffLastName, email: row.staffEmail });
  const action = row.action ?? staffAction(row.method, row.route, row.statusCode, null);
  const subject = row.subjectName ?? '—';
  const words = translate(`actAsAudit.staffActions.${action}`, { staff, subject, call: `${row.method} ${row.route}` }, language);
  const refused = row.statusCode >= 400 && action !== 'triedToActAs';
  const reason = row.reason ? ` ${translate('actAsAudit.reason', { reason: row.reason }, language)}` : '';
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    staff: person(row.staffId, row.staffEmail, row.staffFirstName, row.staffLastName),
    statusCode: row.statusCode,
    description: `${refused ? `${words} ${translate('actAsAudit.refused', {}, language)}` : words}${reason}`,
  };
}

/** Staff actions as CSV, headings in the reader's language: one line per action, in words. */
export function presentStaffActionsCsv(actions: StaffAction[], language: Language): string {
  const h = (key: string) => translate(`actAsAudit.csv.${key}`, {}, language);
  return toCsv([[h('when'), h('staffName'), h('staffEmail'), h('action')], ...actions.map((a) => [a.createdAt, fullName(a.staff), a.staff.email, a.description])]);
}
