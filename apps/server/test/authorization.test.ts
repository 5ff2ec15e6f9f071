import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { ORIENTATION_COURSE_ID, type RouteAccess, type RouteCaller } from '@boardmatch/shared';
import { charityMandates, charityPositions, charityRepresentativeInvitations, corporations, files } from '../src/db/schema/index.ts';
import { buildApp } from '../src/app.ts';
import { PDF_BYTES, PNG_BYTES, multipart } from './uploads.ts';
import { json, setupTestApp, TEST_PASSWORD, type Caller } from './helpers.ts';
import { createCandidate, createCharity, createCharityRepresentative, createStaff } from './factories.ts';
import { createPosting, dayFromToday } from './postings-factory.ts';

/**
 * Every route of the OpenAPI document, called by each kind of caller. Each route declares who may call it;
 * a caller it admits never gets 401 or 403, a caller it does not admit always does. The candidate whose
 * records the routes name applied to the first representative's charity and does not allow review.
 */
/** 'staff' holds the staff role Admin, 'staffStaff' the role Staff (every section but the admin one). */
const ROLES = ['anonymous', 'candidate', 'otherCandidate', 'representative', 'basicRepresentative', 'otherRepresentative', 'staff', 'staffStaff', 'staffAsCandidate'] as const;
type Role = (typeof ROLES)[number];

/** Which callers each declaration admits, for the records this fixture's routes name. */
const ADMITS: Record<Exclude<RouteCaller, object>, Role[]> = {
  'signed-in': ['candidate', 'otherCandidate', 'representative', 'basicRepresentative', 'otherRepresentative', 'staff', 'staffStaff', 'staffAsCandidate'],
  candidate: ['candidate', 'otherCandidate', 'staffAsCandidate'],
  representative: ['representative', 'basicRepresentative', 'otherRepresentative'],
  staff: ['staff', 'staffStaff'],
  self: ['candidate', 'staffAsCandidate'],
  'account-holder': ['candidate', 'otherCandidate', 'representative', 'basicRepresentative', 'otherRepresentative', 'staff', 'staffStaff'],
  'related-representative': ['representative'],
  party: ['candidate', 'staffAsCandidate', 'representative', 'staff', 'staffStaff'],
  'own-charity': ['representative'],
};
/** The claims each caller's roles grant (the demo role tables: candidate Base, representative Admin, staff Admin and Staff). */
const CLAIM_HOLDERS: Record<string, Role[]> = {
  'candidates.read': ['staff', 'staffStaff'],
  'charities.read': ['staff', 'staffStaff'],
  'boardmatch-search.read': ['staff', 'staffStaff'],
  'boardmatch-admin.read': ['staff'],
  'charity-posting.read': ['representative', 'otherRepresentative'],
  'user-information.read': ['candidate', 'otherCandidate', 'representative', 'basicRepresentative', 'otherRepresentative', 'staff', 'staffStaff', 'staffAsCandidate'],
};

/**
 * 'basicRepresentative' holds Basic Access (role 5) in the fixture's charity: it reads the board (charity-board.read)
 * and the charity's own details, and no more. On the charity's other routes its role refuses it.
 */
const BASIC_ACCESS_READS = [
  'GET /api/charities/{id}/details',
  'GET /api/charities/{charityId}/images',
  'GET /api/charities/{charityId}/background-image-thumbnails',
  'POST /api/charities/positions/read',
  'POST /api/charities/{charityId}/mandates/read',
  'GET /api/charities/{charityId}/skills-matrix',
  'POST /api/charities/{charityId}/terms-ending/read',
];

function admitted(access: RouteAccess, role: Role, route: string): boolean {
  if (access === 'public') return true;
  if (role === 'basicRepresentative' && access.includes('own-charity') && BASIC_ACCESS_READS.includes(route)) return true;
  return access.some((caller) => (typeof caller === 'object' ? (CLAIM_HOLDERS[caller.claim] ?? []) : ADMITS[caller]).includes(role));
}

const t = setupTestApp();
const callers: Partial<Record<Exclude<Role, 'anonymous'>, Caller>> = {};
const ids: Record<string, number> = {};
const emails: Partial<Record<Role, string>> = {};
let routes: { method: HTTPMethods; url: string; access: RouteAccess | undefined }[] = [];

beforeAll(async () => {
  const db = t.deps.db;
  const owner = await createCandidate(db);
  const other = await createCandidate(db);
  const rep = await createCharityRepresentative(db);
  const otherRep = await createCharityRepresentative(db);
  const staff = await createStaff(db);
  const staffStaff = await createStaff(db, { roleId: 2 });
  const { posting } = await createPosting(db, { charityId: rep.charityId });
  Object.assign(ids, { candidate: owner.candidate.id, candidateUser: owner.user.id, charity: rep.charityId, posting: posting.id });
  // Staff deactivate, change and delete this one, so the routes on the owner's records keep their candidate.
  ids.spareCandidate = (await createCandidate(db)).candidate.id;
  const [position] = await db.insert(charityPositions).values({ charityId: rep.charityId, name: 'Route Test Position' }).returning();
  ids.position = position!.id;
  const [mandate] = await db.insert(charityMandates).values({ charityId: rep.charityId, charityPositionId: position!.id }).returning();
  ids.mandate = mandate!.id;
  ids.representative = (await createCharityRepresentative(db, { charityId: rep.charityId, roleId: 5, select: false })).representative.id;
  // A pending invitation to the fixture's charity, for its Resend and Revoke.
  const [invitation] = await db
    .insert(charityRepresentativeInvitations)
    .values({ charityId: rep.charityId, email: 'route.invitee@example.org', firstName: 'Route', lastName: 'Invitee', roleId: 5, tokenHash: 'route-test-invitation', expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  ids.invitation = invitation!.id;
  // Deleting a charity is tried on one of its own, so that the fixture's charity stays for the other routes.
  ids.spareCharity = (await createCharity(db)).id;
  const regions = await t.regions();
  Object.assign(ids, { region: regions[0]!.id, country: regions[0]!.countryId });
  ids.corporation = (await db.insert(corporations).values({ name: 'Route Test Corporation' }).returning())[0]!.id;

  callers.candidate = await t.as(owner.user);
  callers.otherCandidate = await t.as(other.user);
  callers.representative = await t.as(rep.user);
  callers.otherRepresentative = await t.as(otherRep.user);
  callers.basicRepresentative = await t.as((await createCharityRepresentative(db, { charityId: rep.charityId, roleId: 5 })).user);
  callers.staff = await t.as(staff.user);
  callers.staffStaff = await t.as(staffStaff.user);
  Object.assign(emails, { staff: staff.user.email, staffStaff: staffStaff.user.email });
  const actingAs = await callers.staff.post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId: owner.user.id, adminUsername: staff.user.email, adminPassword: TEST_PASSWORD });
  expect(actingAs.statusCode, actingAs.body).toBe(200);
  callers.staffAsCandidate = t.withToken(json(actingAs).token);

  const as = (role: Exclude<Role, 'anonymous'>) => callers[role]!;
  const applied = await as('candidate').post('/api/candidates/applications', { postingId: posting.id, description: 'I keep books.' });
  expect(applied.statusCode).toBe(201);
  ids.application = json(applied).id;
  const education = await as('candidate').post(`/api/candidates/${owner.candidate.id}/qualifications/education`, { schoolName: 'Dalhousie', degree: 'BComm', fieldOfStudy: 'Accounting', startDate: '2010-09-01', endDate: '2014-05-01', skills: [1] });
  ids.education = json(education).educations?.[0]?.id ?? 1;
  const resume = multipart({ name: 'resume.pdf', bytes: PDF_BYTES });
  ids.resume = json(await as('candidate').inject({ method: 'POST', url: `/api/files/upload/candidate/${owner.candidate.id}/resume`, ...resume })).id;
  const picture = multipart({ name: 'me.png', bytes: PNG_BYTES });
  ids.image = json(await as('candidate').inject({ method: 'POST', url: `/api/images/upload/candidate/${owner.candidate.id}/profile-image`, ...picture })).id;
  const [background] = await db.select({ id: files.id }).from(files).where(eq(files.entityType, 'system')).limit(1);
  ids.background = background?.id ?? 1;

  const doc = json(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
  routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([url, ops]) =>
    Object.keys(ops).map((method) => {
      const m = method.toUpperCase() as HTTPMethods;
      const fastifyUrl = url.replace(/\{([^}]+)\}/g, ':$1');
      return { method: m, url, access: t.app.routeAccess.get(`${m} ${fastifyUrl}`) };
    }),
  );
});

/** A concrete path for the fixture's records. */
function pathFor(url: string): string {
  const named = (name: string): string => {
    if (name === 'id') {
      if (url.startsWith('/api/candidates/applications/') || url.startsWith('/api/staff/waiting-applicants/')) return String(ids.application);
      if (url.startsWith('/api/files/')) return String(ids.resume);
      if (url.startsWith('/api/images/')) return String(ids.image);
      if (url.startsWith('/api/charities/postings/')) return String(ids.posting);
      if (url.startsWith('/api/charities/positions/')) return String(ids.position);
      if (url.startsWith('/api/charities/mandates/')) return String(ids.mandate);
      if (url.startsWith('/api/charities/representatives/')) return String(ids.representative);
      if (url.startsWith('/api/charities/invitations/')) return String(ids.invitation);
      if (url.startsWith('/api/charities/')) return String(ids.charity);
      // No staff record: deleting the callers' own would end their sessions for the routes that follow.
      if (url.startsWith('/api/staff/users/')) return '999999';
      if (url.startsWith('/api/users/')) return String(ids.candidateUser);
      if (url.startsWith('/api/corporations/')) return String(ids.corporation);
      return String(ids.candidate);
    }
    const values: Record<string, string> = {
      charityId: String(ids.charity),
      entityType: 'candidate',
      entityId: String(ids.candidate),
      fileType: url.startsWith('/api/images/') || url.startsWith('/api/charities/') ? 'profile-image' : 'resume',
      fileId: String(ids.image),
      imageId: String(ids.background),
      entryId: String(ids.education),
      skillId: '1',
      focusAreaId: '1',
      token: 'no-such-invitation',
      list: 'skills',
      courseId: String(ORIENTATION_COURSE_ID),
      lessonKey: 'welcome',
      username: 'route.check@example.org',
    };
    return values[name] ?? '1';
  };
  const path = url.replace(/\{([^}]+)\}/g, (_, name: string) => named(name));
  return STAFF_READS.includes(url) ? `${path}?AdminOverride=1` : path;
}

/** Staff reads of other users' data that are not lists carry AdminOverride in the query. */
const STAFF_READS = ['/api/candidates/cities', '/api/candidates/province', '/api/candidates/{id}/profile'];
/** Routes that deactivate, change or delete a candidate name the spare one. */
const ON_SPARE_CANDIDATE = ['DELETE /api/candidates/{id}', 'PUT /api/candidates/{id}', 'PUT /api/candidates/{id}/enabled'];

const staffCandidateForm = (email: string) => ({
  email,
  firstName: 'Route',
  lastName: 'Candidate',
  mainPhone: { number: '416-555-0101' },
  address: { city: 'Toronto', regionId: ids.region, countryId: ids.country },
  skills: [1],
  focusAreas: [1],
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const postingForm = () => ({
  charityId: ids.charity,
  charityPositionId: ids.position,
  description: '<p>Keep the books</p>',
  skills: [1],
  specialRequirements: 'None',
  startDate: dayFromToday(10),
  endDate: dayFromToday(400),
  expiryDate: dayFromToday(5),
});

/** A well-formed body where the route needs one, so that only who calls decides the answer. */
function requestFor(role: Role, method: HTTPMethods, url: string): { payload?: unknown; headers?: Record<string, string> } {
  if (url.startsWith('/api/files/upload/')) return multipart({ name: 'resume.pdf', bytes: PDF_BYTES });
  if (url.startsWith('/api/images/upload/')) return multipart({ name: 'me.png', bytes: PNG_BYTES });
  if (url === '/api/charities/{charityId}/images/{fileType}') return multipart({ name: 'logo.png', bytes: PNG_BYTES });
  const bodies: Record<string, unknown> = {
    'PATCH /api/candidates/applications/{id}': [{ op: 'replace', path: '/applicationStatusId', value: 6 }],
    'POST /api/candidates/applications': { postingId: ids.posting, description: 'I keep books.' },
    'POST /api/candidates/applications/{id}/notes': { note: 'Call on Tuesday.' },
    'PUT /api/candidates/applications/{id}/shortlist': { shortlisted: true },
    'POST /api/candidates/applications/decline': { applicationIds: [ids.application], declineReason: 'other' },
    'POST /api/candidates/applications/{id}/interview': { times: [inDays(3), inDays(4)], durationMinutes: 30, place: 'Office', timeZone: 'America/Toronto' },
    'PUT /api/candidates/applications/{id}/interview': { startsAt: inDays(5), durationMinutes: 30, place: 'Office', timeZone: 'America/Toronto' },
    'POST /api/candidates/applications/{id}/interview/choice': { slotId: 1 },
    'POST /api/candidates/applications/{id}/interview/other-times': { message: 'Evenings' },
    'POST /api/candidates/applications/{id}/interview/cancel': {},
    'PUT /api/users/notifications': { digests: [{ kind: 'postings', enabled: true }] },
    'POST /api/candidates/onboarding/read': { CandidateId: ids.candidate },
    'POST /api/candidates/onboarding/complete': { candidateId: ids.candidate, onboardingId: 1, completed: false },
    'POST /api/candidates/onboarding/sync': { candidateId: ids.candidate },
    'POST /api/thinkific/enrollments/read': { Filters: [{ name: 'UserId', values: [ids.candidateUser] }], Pagination: { Page: 1, ItemsPerPage: 10 }, Sort: [] },
    'POST /api/images/read/{entityType}': { Filters: [{ name: 'entityId', values: [ids.candidate] }], Pagination: { Page: 1, ItemsPerPage: 10 }, Sort: [] },
    'PUT /api/files/{id}/visibility': { fileVisibilityId: 3 },
    'POST /api/charities/representatives/invite': { firstName: 'Ada', lastName: 'Board', email: 'ada.board@example.org', charityId: ids.charity, charityRepresentativeRoleId: 5 },
    'POST /api/charities/postings': postingForm(),
    'PUT /api/charities/postings/{id}': postingForm(),
    'POST /api/charities/postings/{id}/share': { toEmail: 'friend@example.org', toName: 'Sam', subject: 'A board for you', fromName: 'Ada' },
    'POST /api/charities/postings/{id}/invite-candidate': { candidateId: ids.candidate },
    'POST /api/charities/postings/{id}/invite-to-apply': { candidateId: ids.candidate },
    'PUT /api/charities/{id}': {
      charity: { name: 'Route Test Charity', charitableNumber: '1 RR0001', email: 'route@example.org', yearOfIncorporation: 2000, charityScopeId: 1, charityTypeId: 1, mandate: '<p>Help</p>' },
      address: { city: 'Toronto', regionId: ids.region, countryId: ids.country },
      mainPhone: { number: '416-555-0100' },
      focusAreas: [1],
    },
    'PUT /api/charities/{id}/position-matching': {
      programs: [{ name: 'Meals', details: 'Hot meals' }],
      positionMatching: {
        charityBoardTypeId: 1, charityDevelopmentStageId: 1, operatingBudgetCurrentYear: 1000, charityFundingStatusId: 1, numberOfPaidStaff: 1, numberOfVolunteers: 1, maximumBoardSize: 5,
        lengthOfBoardTerm: 2, lengthOfRenewableTerm: 1, charityBoardWorkHoursId: 1, boardMeetingTimesPerYear: 4, boardMeetingTimeAndDay: 'Mondays', boardMeetingLocation: 'Office',
        boardExtraActivities: 'None', filedLatestT3010: true, statuaryRemittancesUpToDate: true,
      },
    },
    'POST /api/charities/onboarding/release': { acceptTermsAndConditions: true },
    'POST /api/charities/mandates': { charityId: ids.charity, charityPositionId: ids.position },
    'PUT /api/charities/mandates/{id}': { charityId: ids.charity, charityPositionId: ids.position },
    'POST /api/charities/{charityId}/terms-ending/read': { Pagination: { Page: 1, ItemsPerPage: 20 } },
    'PUT /api/charities/representatives/{id}': { charityRepresentativeRoleId: 4 },
    'POST /api/charities/positions/read': { Filters: [{ name: 'charityId', values: [ids.charity] }] },
    'POST /api/charities/admin/read': { Filters: [{ name: 'AdminOverride', values: [1] }] },
    'POST /api/charities/positions': { name: 'Route Test Role', charityId: ids.charity, isNotBoard: true },
    'PUT /api/charities/positions/{id}': { name: 'Route Test Position', isNotBoard: false },
    'PUT /api/charities/positions/{id}/enabled': { isDisabled: false },
    'POST /api/corporations/read': { Filters: [{ name: 'AdminOverride', values: [1] }] },
    'POST /api/corporations': { name: 'Route Test Corp', email: 'corp@example.org' },
    'PUT /api/corporations': { id: ids.corporation, name: 'Route Test Corp', email: 'corp@example.org' },
    'POST /api/thinkific/courses/read': { Filters: [{ name: 'AdminOverride', values: [1] }] },
    'POST /api/thinkific/courses': { courseName: 'Route Test Course', courseId: `${role}-9100`, thinkificCourseTypeId: 1 },
    'POST /api/act-as-audits/read': { Filters: [{ name: 'AdminOverride', values: [1] }] },
    'POST /api/act-as-audits/staff-actions/read': { Filters: [{ name: 'AdminOverride', values: [1] }] },
    'POST /api/staff/invitations/read': { Filters: [{ name: 'AdminOverride', values: [1] }] },
    'POST /api/staff/undelivered-mail/read': { Filters: [{ name: 'AdminOverride', values: [1] }] },
    'POST /api/staff/waiting-applicants/read': { Filters: [{ name: 'AdminOverride', values: [1] }] },
    'PUT /api/staff/users/{id}/role': { boardMatchRepresentativeRoleId: 2 },
    'POST /api/candidates': { ...staffCandidateForm('route.created@example.org'), password: 'Route-pass1!' },
    'PUT /api/candidates/{id}': staffCandidateForm('route.spare@example.org'),
    'PUT /api/candidates/{id}/enabled': { isDisabled: true },
    // The caller confirms with their own e-mail (a staff member's; others name the Admin's and are refused).
    'POST /api/auth/authenticate-as-user': { reason: 'Help asked by phone', targetUserId: ids.candidateUser, adminUsername: emails[role] ?? emails.staff, adminPassword: TEST_PASSWORD },
  };
  const body = bodies[`${method} ${url}`];
  if (body !== undefined) return { payload: body };
  return method === 'GET' || method === 'DELETE' ? {} : { payload: {} };
}

// Its 401 speaks of the refresh cookie, which these calls do not send, not of who calls.
const CREDENTIAL_CHECKS = ['/api/auth/refresh-token'];
// Routes that end a session run after every other call.
const LAST = ['/api/auth/logout', '/api/auth/reset-password'];
const ordered = () => [...routes].sort((a, b) => Number(LAST.includes(a.url)) - Number(LAST.includes(b.url)));

async function call(role: Role, method: HTTPMethods, url: string) {
  const { payload, headers } = requestFor(role, method, url);
  const caller = role === 'anonymous' ? t.anonymous : callers[role]!;
  const path =
    method === 'DELETE' && url === '/api/charities/{id}'
      ? `/api/charities/${ids.spareCharity}`
      : ON_SPARE_CANDIDATE.includes(`${method} ${url}`)
        ? pathFor(url).replace(String(ids.candidate), String(ids.spareCandidate))
        : pathFor(url);
  return caller.inject({ method, url: path, headers, ...(payload !== undefined ? { payload: payload as string } : {}) });
}

/** Each table's row count and a checksum of its rows, to see whether a call changed anything. */
async function snapshot(): Promise<Record<string, string>> {
  const query = async <R>(text: string) => ((await t.deps.db.execute(sql.raw(text))) as unknown as { rows: R[] }).rows;
  const tables = await query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1");
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ n: number; sum: string | null }>(`select count(*)::int as n, md5(string_agg(r::text, '|' order by r::text)) as sum from "${name}" r`);
    sums[name] = `${row!.n}:${row!.sum ?? ''}`;
  }
  return sums;
}

/** Counted tries (an invitation link looked up counts against guessing): the limiter's tally, no one's data. */
const BOOKKEEPING = ['rate_limit_hits'];

// Before the routes that end sessions run: acting staff must still be signed in here.
describe('GET never writes', () => {
  it('marks as writes only the GETs the API puts writes on: setting a background and activating an image', () => {
    expect([...t.app.routeWrites].filter((r) => r.startsWith('GET ')).sort()).toEqual(['GET /api/candidates/:id/set-background/:imageId', 'GET /api/images/activate/:entityType/:entityId/:fileId']);
  });

  it('leaves every table unchanged after every other GET of the API, called by staff and by staff acting as a candidate', async () => {
    const gets = routes.filter((r) => r.method === 'GET' && !t.app.routeWrites.has(`GET ${r.url.replace(/\{([^}]+)\}/g, ':$1')}`));
    expect(gets.length).toBeGreaterThan(30);
    const changed: string[] = [];
    for (const { url } of gets) {
      for (const role of ['staffAsCandidate', 'staff'] as const) {
        const before = await snapshot();
        const res = await call(role, 'GET', url);
        // The act-as recorder writes before the answer leaves, so anything written is there by now.
        const after = await snapshot();
        const tables = Object.keys(after).filter((name) => before[name] !== after[name] && !BOOKKEEPING.includes(name));
        if (tables.length) changed.push(`${role} GET ${url} (${res.statusCode}): ${tables.join(', ')}`);
      }
    }
    expect(changed).toEqual([]);
  });
});

describe('who may call each route', () => {
  it('every documented route declares who may call it', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('refuses every caller a route does not admit: 401 without a session, 403 with one', async () => {
    const wrong: string[] = [];
    for (const { method, url, access } of ordered()) {
      for (const role of ROLES) {
        if (!access || admitted(access, role, `${method} ${url}`)) continue;
        const res = await call(role, method, url);
        const expected = role === 'anonymous' ? 401 : 403;
        if (res.statusCode !== expected || json(res).code !== (role === 'anonymous' ? 'UNAUTHORIZED' : 'FORBIDDEN')) wrong.push(`${role} ${method} ${url}: ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets every admitted caller through (never refused for who they are)', async () => {
    const wrong: string[] = [];
    for (const { method, url, access } of ordered()) {
      for (const role of ROLES) {
        if (!access || !admitted(access, role, `${method} ${url}`)) continue;
        const res = await call(role, method, url);
        // A business rule may still say no (an unfinished onboarding, a missing refresh cookie); authorization may not.
        const code = res.statusCode === 401 || res.statusCode === 403 ? json(res).code : null;
        if ((code === 'UNAUTHORIZED' && !CREDENTIAL_CHECKS.includes(url)) || code === 'FORBIDDEN') wrong.push(`${role} ${method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a route without a declaration', () => {
  it('stops the server from starting', async () => {
    const { app } = await buildApp({ config: t.deps.config, database: t.database, jwtSecret: 'x'.repeat(40) });
    await expect(
      app.register(async (scope) => {
        scope.get('/api/undeclared', async () => ({ ok: true }));
      }).ready(),
    ).rejects.toThrow(/declares no access/);
    await app.close().catch(() => {});
  });
});
