import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../src/db/client.ts';

/*
 * The rows the staff and charity lists read, at a scale, beside generateSearchData's charities, postings and
 * candidates (it must run first: representatives are its candidates' users, mandates its positions). Per unit of
 * scale, in the demo's proportions: 5 staff users and 5 staff invitations, 3 representatives, 1 invitation and
 * 5 board mandates per charity, 8 corporations (each with its e-mail), 6 courses, an enrolment for every other
 * candidate, 20 act-as sign-ins, 100 staff actions (a third while acting), 300 sent mails and 5 refused for good.
 * Only SQL generate_series, so 1000 times the demo takes a minute.
 */

/** The tables generateListData fills; a sequential scan of one of them that keeps a small part is a finding. */
export const LIST_TABLES = [
  'boardmatch_representatives',
  'boardmatch_representative_invitations',
  'charity_representatives',
  'charity_representative_invitations',
  'charity_mandates',
  'corporations',
  'emails',
  'courses',
  'enrollments',
  'impersonation_audits',
  'act_as_actions',
  'outbox',
];

const WORDS = `array['Governance','Finance','Fundraising','Strategy','Risk','Audit','Leadership','Ethics','Diversity','Planning','Advocacy','Marketing','Volunteers','Law','Budgets','Oversight','Meetings','Recruiting','Succession','Impact']::text[]`;
const COMPANIES = `array['Maple','Lakeshore','Prairie','Cascade','Atlantic','Summit','Northern','Harbour','Rockies','Pacific','Laurentian','Boreal','Tundra','Coastal','Valley','Granite']::text[]`;
const KINDS = `array['Bank','Insurance Group','Energy Partners','Software Inc.','Law LLP','Accounting LLP','Logistics','Telecom']::text[]`;
const ROUTES = `array['/api/candidates/:id','/api/charities/:id','/api/corporations/:id','/api/staff/users/:id/role','/api/auth/authenticate-as-user']::text[]`;

/** Fills the list tables once, in one transaction (does nothing when corporations exist); answers the row counts made. */
export async function generateListData(db: Db, scale: number) {
  const [{ n }] = ((await db.execute(sql`select count(*)::int as n from corporations`)) as unknown as { rows: { n: number }[] }).rows as [{ n: number }];
  if (n > 0) return null;
  await db.transaction((tx) => fill(tx, scale));
  await db.execute(sql`vacuum analyze`);
  return { staff: 5 * scale, representatives: 3 * 40 * scale, corporations: 8 * scale, courses: 6 * scale };
}

async function fill(db: DbOrTx, scale: number) {
  const run = (query: SQL) => db.execute(query);
  const S = 5 * scale;
  const K = 150 * scale;
  const w = (mult: number, i = 'i') => sql.raw(`(${WORDS})[1 + ((${i} * ${mult}) % 20)]`);

  // Staff: users of their own, with names, and their staff records (Admin or Staff).
  await run(sql`insert into users (user_name, password_hash, is_verified) select 'staff' || i || '@bench.example.org', 'x', true from generate_series(1, ${S}) i`);
  await run(sql`insert into user_informations (user_id, first_name, last_name)
    select u.id, (array['Morgan','Jordan','Alex','Sam','Taylor','Casey','Riley','Jamie'])[1 + u.id % 8], (array['Whitfield','Abbott','Singh','Tremblay','Nguyen','Martin','Roy','Gagnon','Chen'])[1 + u.id % 9]
    from users u where u.user_name like 'staff%@bench.example.org'`);
  await run(sql`insert into boardmatch_representatives (user_id, role_id) select u.id, 1 + u.id % 2 from users u where u.user_name like 'staff%@bench.example.org'`);
  await run(sql`insert into boardmatch_representative_invitations (email, first_name, last_name, role_id, token_hash, expires_at, accepted_at, revoked_at, created_at)
    select 'invitee' || i || '@bench.example.org', 'Invited', 'Person ' || i, 1 + i % 2, 'bench-staff-' || i,
      now() + make_interval(days => 14 - i % 20), case when i % 4 = 0 then now() end, case when i % 7 = 0 then now() end, now() - make_interval(days => i % 20)
    from generate_series(1, ${S}) i`);

  // Each charity: three representatives (its candidates' users), the first its Admin; one invitation; five mandates.
  await run(sql`insert into charity_representatives (user_id, charity_id, accept_terms_and_conditions, onboarding_complete)
    select ((c.id - 1) * 3 + k - 1) % ${K} + 1, c.id, true, true from charities c, generate_series(1, 3) k`);
  await run(sql`insert into charity_representative_to_roles (charity_representative_id, role_id)
    select r.id, case when r.user_id = ((r.charity_id - 1) * 3) % ${K} + 1 then 1 else 5 end from charity_representatives r`);
  await run(sql`insert into charity_representative_invitations (charity_id, email, first_name, last_name, role_id, token_hash, expires_at, created_at)
    select c.id, 'board' || c.id || '@bench.example.org', 'Board', 'Invitee ' || c.id, 5, 'bench-charity-' || c.id, now() + interval '10 days', now() - make_interval(days => c.id % 4)
    from charities c`);
  await run(sql`insert into charity_mandates (charity_id, charity_position_id, charity_representative_id, start_date, end_date)
    select r.charity_id, (r.charity_id - 1) * 5 + k, r.id, current_date - 400 + 365 * (k / 4), current_date + 300 + 365 * (k / 4)
    from (select id, charity_id, row_number() over (partition by charity_id order by id)::int as rn from charity_representatives) r, generate_series(1, 5) k
    where k = r.rn or k = r.rn + 3`);

  // Corporations with their e-mail; courses; an orientation enrolment for every other candidate.
  await run(sql`insert into corporations (name, website, created_at)
    select ${sql.raw(`(${COMPANIES})[1 + i % 16]`)} || ' ' || ${sql.raw(`(${KINDS})[1 + (i / 16) % 8]`)} || ' ' || i, 'https://corp' || i || '.example.com', now() - make_interval(days => i % 900)
    from generate_series(1, ${8 * scale}) i`);
  await run(sql`insert into emails (name, corporation_id) select 'community@corp' || c.id || '.example.com', c.id from corporations c`);
  await run(sql`insert into courses (course_id, course_name, course_type_id)
    select 3000000 + i, ${w(7)} || ' for ' || (array['Board Members','Treasurers','Chairs','Charities','Newcomers','Directors'])[1 + i % 6] || ' ' || i, 1 + i % 2
    from generate_series(1, ${6 * scale}) i
    on conflict do nothing`);
  await run(sql`insert into enrollments (user_id, course_id, percentage_completed, started_at, completed_at)
    select i, 3000000 + 1 + (i % ${6 * scale}), case when i % 4 = 0 then 1 else 0.5 end, now() - interval '30 days', case when i % 4 = 0 then now() end
    from generate_series(2, ${K}, 2) i`);

  // Act-as sign-ins by the staff as candidates, the writes made while acting, and the staff's own writes.
  await run(sql`insert into impersonation_audits (admin_user_id, target_user_id, ip_address, created_at)
    select s.user_id, 1 + (s.rn * 7 + k) % ${K}, '203.0.113.' || (k % 250), now() - make_interval(hours => (s.rn * 13 + k * 7) % 17000)
    from (select user_id, row_number() over (order by id)::int as rn from boardmatch_representatives) s, generate_series(1, 4) k`);
  await run(sql`insert into act_as_actions (impersonation_audit_id, admin_user_id, target_user_id, method, route, status_code, action, subject_name, created_at)
    select a.id, a.admin_user_id, a.target_user_id, 'PATCH', '/api/candidates/:id', 200, 'updateCandidate', null, a.created_at + interval '5 minutes'
    from impersonation_audits a, generate_series(1, 2) k`);
  await run(sql`insert into act_as_actions (impersonation_audit_id, admin_user_id, target_user_id, method, route, status_code, action, subject_name, created_at)
    select null, s.user_id, null, 'PATCH', ${sql.raw(`(${ROUTES})[1 + i % 5]`)}, 200, 'update',
      case when i % 3 = 0 then (select name from charities where id = 1 + (i * 7) % ${40 * scale}) else (array['Morgan','Jordan','Alex','Sam','Priya','Wei'])[1 + i % 6] || ' ' || (array['Whitfield','Abbott','Singh','Tremblay','Nguyen','Chen','Roy'])[1 + i % 7] end,
      now() - make_interval(mins => (i * 37) % 1000000)
    from generate_series(1, ${60 * scale}) i, lateral (select user_id from boardmatch_representatives where id = (select min(id) from boardmatch_representatives) + i % ${S}) s`);

  // Mail: sent, and refused for good.
  await run(sql`insert into outbox ("to", priority, subject, text, created_at, sent_at, attempts, next_attempt_at)
    select 'person' || i || '@bench.example.org', 1, 'BoardMatch notification ' || i, '', now() - make_interval(mins => i), now() - make_interval(mins => i), 1, now()
    from generate_series(1, ${300 * scale}) i`);
  await run(sql`insert into outbox ("to", priority, subject, text, created_at, attempts, last_error, next_attempt_at, failed_at)
    select 'bounced' || i || '@bench.example.org', 1, 'BoardMatch notification ' || i, '', now() - make_interval(hours => i), 1, '550 5.1.1 mailbox unavailable', now(), now() - make_interval(hours => i)
    from generate_series(1, ${5 * scale}) i`);
}
