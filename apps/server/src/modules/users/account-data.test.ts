import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { CONSENT_VERSIONS, FileType } from '@boardmatch/shared';
import { actAsActions, applications, consents, files, users } from '../../db/schema/index.ts';
import { json, setupTestApp, TEST_PASSWORD, type Caller } from '../../../test/helpers.ts';
import { createCandidate, createStaff } from '../../../test/factories.ts';
import { createPosting } from '../../../test/postings-factory.ts';
import { DOC_BYTES, multipart, PDF_BYTES } from '../../../test/uploads.ts';

const t = setupTestApp();
let ontario: { id: number; countryId: number };
beforeAll(async () => {
  ontario = (await t.regions()).find((r) => r.name === 'Ontario')!;
});

interface Person {
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  code: string;
}
const zephyrine: Person = { firstName: 'Zephyrine', lastName: 'Quillfeather', phone: '613-555-0177', street: '77 Wellington St', code: 'K1A 0A9' };
const isembard: Person = { firstName: 'Isembard', lastName: 'Marchbanks', phone: '613-555-0188', street: '12 Sussex Dr', code: 'K1M 1M4' };
const information = (p: Person) => ({
  firstName: p.firstName,
  lastName: p.lastName,
  pronounId: null,
  mainPhone: { number: p.phone },
  eveningPhone: { number: '' },
  address: { address1: p.street, city: 'Ottawa', regionId: ontario.id, countryId: ontario.countryId, code: p.code },
});
const uploadResume = (who: Caller, candidateId: number, name: string, bytes: Buffer) =>
  who.inject({ method: 'POST', url: `/api/files/upload/candidate/${candidateId}/resume`, ...multipart({ name, bytes }) });
const exportData = (who: Caller) => who.inject({ method: 'GET', url: '/api/users/me/export', headers: { accept: 'application/zip' } });
const register = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidates/register',
    payload: {
      account: { email, password: 'Good-pass1!', confirmPassword: 'Good-pass1!', firstName: 'Again', lastName: 'Registered' },
      mainPhone: { number: '416-555-0100' },
      address: { city: 'Toronto', regionId: ontario.id, countryId: ontario.countryId },
      experienceTitle: 'Controller',
      experienceOrganizationName: 'Acme Ltd',
      isLookingForPosition: 'true',
      skills: [1],
      focusAreas: [1],
      acceptTermsAndConditions: true,
    },
  });

/** A candidate with a name, phones, an address, a resume and an application: someone there is data about. */
async function personWithData(p: Person) {
  const owner = await t.as('candidate');
  expect((await owner.put('/api/users/information', information(p))).statusCode).toBe(200);
  expect((await uploadResume(owner, owner.candidate.id, `${p.lastName} CV.pdf`, PDF_BYTES)).statusCode).toBe(200);
  const rep = await t.as('representative');
  const { posting, position } = await createPosting(t.deps.db, { charityId: rep.charityId });
  await t.deps.db
    .insert(applications)
    .values({ postingId: posting.id, candidateId: owner.candidate.id, charityId: rep.charityId, charityPositionId: position.id, description: `${p.firstName} knows budgets` });
  return owner;
}

/** Every text of every table, to look for what must be gone. */
async function everyRowAsText(): Promise<string> {
  const query = async <R>(text: string) => ((await t.deps.db.execute(sql.raw(text))) as unknown as { rows: R[] }).rows;
  const tables = await query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'");
  const parts: string[] = [];
  for (const { name } of tables) parts.push(...(await query<{ r: string }>(`select r::text as r from "${name}" r`)).map((row) => row.r));
  return parts.join('\n');
}

describe('download my data', () => {
  it('answers a ZIP of everything held about the person, with their files, never stored by a cache', async () => {
    const owner = await personWithData(zephyrine);
    const res = await exportData(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(entries['data.json']!));
    expect(data.account).toMatchObject({ id: owner.user.id, user_name: owner.user.email });
    expect(data.userInformation).toMatchObject({ first_name: 'Zephyrine', last_name: 'Quillfeather' });
    expect(data.phones.map((p: { number: string }) => p.number)).toEqual(['613-555-0177']);
    expect(data.address).toMatchObject({ city: 'Ottawa', code: 'K1A 0A9' });
    expect(data.candidate).toMatchObject({ id: owner.candidate.id });
    expect(data.applications).toEqual([expect.objectContaining({ description: 'Zephyrine knows budgets' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    const [resume] = data.files;
    expect(resume).toMatchObject({ original_name: 'Quillfeather CV.pdf' });
    expect(Buffer.from(entries[resume.archivePath]!).equals(PDF_BYTES)).toBe(true);
    // No secret leaves: not the password hash, not a token's hash.
    expect(strFromU8(entries['data.json']!)).not.toMatch(/password_hash|token_hash|\$argon2/);
  });

  it('is the person only: 401 without a session, 403 for staff acting as them', async () => {
    const owner = await t.as('candidate');
    expect((await exportData(t.anonymous)).statusCode).toBe(401);
    const staff = await t.as('staff');
    const acting = await staff.post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId: owner.user.id, adminUsername: staff.user.email, adminPassword: TEST_PASSWORD });
    expect(acting.statusCode, acting.body).toBe(200);
    const asOwner = t.withToken(json(acting).token);
    expect((await exportData(asOwner)).statusCode).toBe(403);
    expect((await asOwner.post('/api/users/me/deletion', { password: TEST_PASSWORD })).statusCode).toBe(403);
    expect((await exportData(staff)).statusCode).toBe(200);
  });
});

describe('delete my account', () => {
  it('asks for the password: a wrong one changes nothing', async () => {
    const owner = await t.as('candidate');
    const res = await owner.post('/api/users/me/deletion', { password: 'not-the-password' });
    expect(res.statusCode).toBe(400);
    expect(json(res).issues).toEqual([{ path: 'password', message: 'The password is incorrect' }]);
    expect((await owner.post('/api/users/me/deletion', {})).statusCode).toBe(400);
    expect((await owner.get('/api/users/information')).statusCode).toBe(200);
  });

  it('erases every personal field and file byte, ends every session, keeps the application without a name; the e-mail registers again', async () => {
    const owner = await personWithData(isembard);
    const email = owner.user.email;
    // Staff acted as them and changed something: the staff audit wrote their name down.
    const staff = await t.as('staff');
    const acting = await staff.post('/api/auth/authenticate-as-user', {
      targetUserId: owner.user.id,
      adminUsername: staff.user.email,
      adminPassword: TEST_PASSWORD,
      reason: 'Mr Marchbanks asked for help by phone',
    });
    expect((await t.withToken(json(acting).token).put('/api/users/information', information(isembard))).statusCode).toBe(200);
    const audited = await t.deps.db.select({ subjectName: actAsActions.subjectName }).from(actAsActions);
    expect(audited.map((a) => a.subjectName)).toContain('Isembard Marchbanks');
    const before = await everyRowAsText();
    expect(before).toContain('Marchbanks');
    const res = await owner.post('/api/users/me/deletion', { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(204);

    expect((await owner.get('/api/users/information')).statusCode).toBe(401);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { bm_refresh: owner.refreshToken } });
    expect(refreshed.statusCode).not.toBe(200);

    const after = await everyRowAsText();
    for (const personal of [email, 'Isembard', 'Marchbanks', '613-555-0188', '12 Sussex Dr', 'K1M 1M4', 'Isembard knows budgets', 'isembard', 'marchbanks']) expect(after).not.toContain(personal);
    const [account] = await t.deps.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(account).toMatchObject({ passwordHash: '', isDisabled: true });
    expect(account!.deletedAt).not.toBeNull();
    const theirFiles = await t.deps.db.select({ size: files.size, content: files.content }).from(files).where(and(eq(files.entityType, 'candidate'), eq(files.entityId, owner.candidate.id)));
    expect(theirFiles.length).toBeGreaterThan(0);
    for (const f of theirFiles) expect([f.size, f.content.length]).toEqual([0, 0]);
    // The charity's record of the application stays.
    expect(await t.deps.db.select().from(applications).where(eq(applications.candidateId, owner.candidate.id))).toHaveLength(1);

    expect((await t.app.inject({ method: 'POST', url: '/api/auth', payload: { UserName: email, Password: TEST_PASSWORD } })).statusCode).toBe(401);
    const again = await register(email);
    expect(again.statusCode, again.body).toBeLessThan(300);
  });
});

describe('staff deleting a candidate', () => {
  it('erases the person like their own deletion: the e-mail registers again', async () => {
    const staff = await t.as('staff');
    const { user, candidate } = await createCandidate(t.deps.db, { firstName: 'Ottoline', lastName: 'Brackenridge' });
    expect((await staff.delete(`/api/candidates/${candidate.id}`)).statusCode).toBe(204);
    const after = await everyRowAsText();
    for (const personal of [user.email, 'Ottoline', 'Brackenridge']) expect(after).not.toContain(personal);
    expect((await register(user.email)).statusCode).toBeLessThan(300);
  });

  it('erases only the candidate records of a person who is staff too', async () => {
    const admin = await t.as('staff');
    const other = await createStaff(t.deps.db, { firstName: 'Perpetua' });
    const { candidate } = await createCandidate(t.deps.db, { userId: other.user.id });
    expect((await admin.delete(`/api/candidates/${candidate.id}`)).statusCode).toBe(204);
    const [account] = await t.deps.db.select().from(users).where(eq(users.id, other.user.id));
    expect(account).toMatchObject({ userName: other.user.email, deletedAt: null });
  });
});

describe('a replaced or deleted resume', () => {
  it('keeps no bytes', async () => {
    const owner = await t.as('candidate');
    const first = json(await uploadResume(owner, owner.candidate.id, 'old.pdf', PDF_BYTES));
    expect((await uploadResume(owner, owner.candidate.id, 'new.doc', DOC_BYTES)).statusCode).toBe(200);
    const bytesOf = async (id: number) => (await t.deps.db.select({ content: files.content }).from(files).where(eq(files.id, id)))[0]!.content.length;
    expect(await bytesOf(first.id)).toBe(0);
    const [live] = await t.deps.db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.entityType, 'candidate'), eq(files.entityId, owner.candidate.id), eq(files.fileTypeId, FileType.resume), sql`${files.deletedAt} is null`));
    expect(await bytesOf(live!.id)).toBe(DOC_BYTES.length);
    expect((await owner.delete(`/api/files/${live!.id}`)).statusCode).toBe(204);
    expect(await bytesOf(live!.id)).toBe(0);
  });
});

describe('the consent log', () => {
  it('records the terms at registration and the release form at onboarding, with kind, version and time, and exports them', async () => {
    const email = `consent-${Date.now()}@example.org`;
    expect((await register(email)).statusCode).toBeLessThan(300);
    const [account] = await t.deps.db.select().from(users).where(eq(users.userName, email));
    const logged = await t.deps.db.select().from(consents).where(eq(consents.userId, account!.id));
    expect(logged).toEqual([expect.objectContaining({ kind: 'terms-and-conditions', version: CONSENT_VERSIONS['terms-and-conditions'], agreedAt: expect.any(Date) })]);

    const rep = await t.as('representative');
    expect((await rep.post('/api/charities/onboarding/release', { acceptTermsAndConditions: true })).statusCode).toBe(200);
    const release = await t.deps.db.select().from(consents).where(eq(consents.userId, rep.user.id));
    expect(release).toEqual([expect.objectContaining({ kind: 'release-form', version: CONSENT_VERSIONS['release-form'], charityId: rep.charityId })]);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array((await exportData(rep)).rawPayload))['data.json']!));
    expect(data.consents).toEqual([expect.objectContaining({ kind: 'release-form', version: CONSENT_VERSIONS['release-form'] })]);
  });
});
