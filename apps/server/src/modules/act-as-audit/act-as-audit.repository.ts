import { aliasedTable, and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsFoldedText, countCapped } from '../../db/list-sql.ts';
import { actAsActions, applications, boardmatchRepresentatives, candidates, charities, corporations, impersonationAudits, userInformations, users } from '../../db/schema/index.ts';

export interface ActAsFilter {
  staffUserId?: number;
  /** Text in the acted-as user's name or e-mail. */
  search?: string;
  /** From this instant (inclusive) to that one (exclusive). */
  from?: Date;
  to?: Date;
}

const staffUser = aliasedTable(users, 'staff_user');
const staffInfo = aliasedTable(userInformations, 'staff_info');
const targetUser = aliasedTable(users, 'target_user');
const targetInfo = aliasedTable(userInformations, 'target_info');

function where(filter: ActAsFilter): SQL | undefined {
  const searched = filter.search || null;
  return and(
    filter.staffUserId ? eq(impersonationAudits.adminUserId, filter.staffUserId) : undefined,
    filter.from ? gte(impersonationAudits.createdAt, filter.from) : undefined,
    filter.to ? lt(impersonationAudits.createdAt, filter.to) : undefined,
    // The acted-as user's e-mail or name (the full name holds the first and the last), kept folded on each sign-in
    // (migration 0018) with their trigram indexes: the sign-ins are read or walked alone, not every person of that name.
    searched ? or(containsFoldedText(impersonationAudits.targetEmail, searched), containsFoldedText(impersonationAudits.targetName, searched)) : undefined,
  );
}

/** A page of act-as sign-ins, newest first, with who acted and as whom; paged in SQL. */
export async function findActAs(db: DbOrTx, filter: ActAsFilter, page: { offset: number; limit: number | null }) {
  const condition = where(filter);
  const base = db
    .select({
      id: impersonationAudits.id,
      createdAt: impersonationAudits.createdAt,
      ipAddress: impersonationAudits.ipAddress,
      reason: impersonationAudits.reason,
      staffId: staffUser.id,
      staffEmail: staffUser.userName,
      staffFirstName: staffInfo.firstName,
      staffLastName: staffInfo.lastName,
      targetId: targetUser.id,
      targetEmail: targetUser.userName,
      targetFirstName: targetInfo.firstName,
      targetLastName: targetInfo.lastName,
    })
    .from(impersonationAudits)
    .innerJoin(staffUser, eq(staffUser.id, impersonationAudits.adminUserId))
    .leftJoin(staffInfo, eq(staffInfo.userId, staffUser.id))
    .innerJoin(targetUser, eq(targetUser.id, impersonationAudits.targetUserId))
    .leftJoin(targetInfo, eq(targetInfo.userId, targetUser.id))
    .where(condition)
    .orderBy(desc(impersonationAudits.createdAt), desc(impersonationAudits.id))
    .offset(page.offset);
  const rows = await (page.limit === null ? base : base.limit(page.limit));
  const { total, totalCapped } = await countCapped(db, db.select({ id: impersonationAudits.id }).from(impersonationAudits).where(condition));
  return { rows, total, totalCapped };
}
export type ActAsRow = Awaited<ReturnType<typeof findActAs>>['rows'][number];

/** The writes made during these act-as sign-ins, oldest first. */
export function findChanges(db: DbOrTx, auditIds: number[]) {
  if (auditIds.length === 0) return Promise.resolve([]);
  return db
    .select({ auditId: sql<number>`${actAsActions.impersonationAuditId}`, method: actAsActions.method, route: actAsActions.route, statusCode: actAsActions.statusCode, createdAt: actAsActions.createdAt })
    .from(actAsActions)
    .where(inArray(actAsActions.impersonationAuditId, auditIds))
    .orderBy(asc(actAsActions.createdAt), asc(actAsActions.id));
}
export type ActAsChangeRow = Awaited<ReturnType<typeof findChanges>>[number];

/** The staff members who have acted as someone, by name. */
export function findActingStaff(db: DbOrTx) {
  return db
    .selectDistinct({ id: users.id, email: users.userName, firstName: userInformations.firstName, lastName: userInformations.lastName })
    .from(impersonationAudits)
    .innerJoin(users, eq(users.id, impersonationAudits.adminUserId))
    .leftJoin(userInformations, eq(userInformations.userId, users.id))
    .orderBy(asc(userInformations.lastName), asc(userInformations.firstName), asc(users.id));
}

/** The latest act-as sign-in of this staff member as this user: the one a write while acting belongs to. */
export async function findLatestActAs(db: DbOrTx, adminUserId: number, targetUserId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: impersonationAudits.id })
    .from(impersonationAudits)
    .where(and(eq(impersonationAudits.adminUserId, adminUserId), eq(impersonationAudits.targetUserId, targetUserId)))
    .orderBy(desc(impersonationAudits.createdAt), desc(impersonationAudits.id))
    .limit(1);
  return row?.id ?? null;
}

export async function insertAction(
  db: DbOrTx,
  values: {
    impersonationAuditId: number | null;
    adminUserId: number;
    targetUserId: number | null;
    method: string;
    route: string;
    statusCode: number;
    action: string;
    subjectName?: string | null;
    reason?: string | null;
  },
) {
  await db.insert(actAsActions).values(values);
}

const personName = sql<string>`nullif(trim(concat_ws(' ', ${userInformations.firstName}, ${userInformations.lastName})), '')`;

async function userName(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ name: personName, email: users.userName }).from(users).leftJoin(userInformations, eq(userInformations.userId, users.id)).where(eq(users.id, userId)).limit(1);
  return row ? (row.name ?? row.email) : null;
}

const INT_MAX = 2_147_483_647;
const asId = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 && n <= INT_MAX ? n : null;
};

/** The name of whom or what a staff write is about (the candidate, charity, staff member, corporation, user acted as), or null. */
export async function findSubjectName(db: DbOrTx, route: string, params: Record<string, unknown>, body: unknown): Promise<string | null> {
  if (route === '/api/auth/authenticate-as-user') {
    const id = asId((body as { targetUserId?: unknown } | null)?.targetUserId);
    return id ? userName(db, id) : null;
  }
  const id = asId(params.id);
  if (id === null) return null;
  if (route.startsWith('/api/candidates/:id')) {
    const [row] = await db.select({ userId: candidates.userId }).from(candidates).where(eq(candidates.id, id)).limit(1);
    return row ? userName(db, row.userId) : null;
  }
  if (route.startsWith('/api/users/:id')) return userName(db, id);
  if (route.startsWith('/api/staff/users/:id')) {
    const [row] = await db.select({ userId: boardmatchRepresentatives.userId }).from(boardmatchRepresentatives).where(eq(boardmatchRepresentatives.id, id)).limit(1);
    return row ? userName(db, row.userId) : null;
  }
  if (route.startsWith('/api/charities/:id')) {
    const [row] = await db.select({ name: charities.name }).from(charities).where(eq(charities.id, id)).limit(1);
    return row?.name ?? null;
  }
  if (route.startsWith('/api/staff/waiting-applicants/:id')) {
    // 'Remind' is about the charity that was reminded.
    const [row] = await db.select({ name: charities.name }).from(applications).innerJoin(charities, eq(charities.id, applications.charityId)).where(eq(applications.id, id)).limit(1);
    return row?.name ?? null;
  }
  if (route.startsWith('/api/corporations/:id')) {
    const [row] = await db.select({ name: corporations.name }).from(corporations).where(eq(corporations.id, id)).limit(1);
    return row?.name ?? null;
  }
  return null;
}

/** A page of staff members' own writes and act-as attempts (not made while acting), newest first; paged in SQL. */
export async function findStaffActions(db: DbOrTx, filter: Omit<ActAsFilter, 'search'> & { search?: string }, page: { offset: number; limit: number }) {
  const condition = and(
    sql`${actAsActions.impersonationAuditId} is null and ${actAsActions.targetUserId} is null`,
    filter.staffUserId ? eq(actAsActions.adminUserId, filter.staffUserId) : undefined,
    filter.from ? gte(actAsActions.createdAt, filter.from) : undefined,
    filter.to ? lt(actAsActions.createdAt, filter.to) : undefined,
    filter.search ? containsFoldedText(actAsActions.foldedSubjectName, filter.search) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: actAsActions.id,
        createdAt: actAsActions.createdAt,
        method: actAsActions.method,
        route: actAsActions.route,
        statusCode: actAsActions.statusCode,
        action: actAsActions.action,
        subjectName: actAsActions.subjectName,
        reason: actAsActions.reason,
        staffId: staffUser.id,
        staffEmail: staffUser.userName,
        staffFirstName: staffInfo.firstName,
        staffLastName: staffInfo.lastName,
      })
      .from(actAsActions)
      .innerJoin(staffUser, eq(staffUser.id, actAsActions.adminUserId))
      .leftJoin(staffInfo, eq(staffInfo.userId, staffUser.id))
      .where(condition)
      .orderBy(desc(actAsActions.createdAt), desc(actAsActions.id))
      .limit(page.limit)
      .offset(page.offset),
    countCapped(db, db.select({ id: actAsActions.id }).from(actAsActions).where(condition)),
  ]);
  return { rows, ...counted };
}
export type StaffActionRow = Awaited<ReturnType<typeof findStaffActions>>['rows'][number];
