import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ApplicationStatus } from '@boardmatch/shared';
import { users } from '../../db/schema/index.ts';
import { json, setupTestApp, type Caller } from '../../../test/helpers.ts';
import { createCharityRepresentative, createTestUser } from '../../../test/factories.ts';
import { createPosting } from '../../../test/postings-factory.ts';
import { parseAcceptLanguage } from '../../platform/plugins/app/language.ts';

const t = setupTestApp();
let ontario: { id: number; countryId: number };
beforeAll(async () => {
  const regions = await t.regions();
  ontario = regions.find((r) => r.name === 'Ontario')!;
});

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };

function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    account: { email, password: 'Good-pass1!', confirmPassword: 'Good-pass1!', firstName: 'Élise', lastName: 'Tremblay' },
    mainPhone: { number: '514-555-0100' },
    address: { address1: '1 rue Sainte-Catherine', city: 'Montréal', regionId: ontario.id, countryId: ontario.countryId, code: 'M5H 1A1' },
    experienceTitle: 'Comptable',
    experienceOrganizationName: 'Acme ltée',
    isLookingForPosition: 'true',
    skills: [1],
    focusAreas: [1],
    acceptTermsAndConditions: true,
    ...overrides,
  };
}

const preferredLanguage = async (email: string) => (await t.deps.db.select().from(users).where(eq(users.userName, email)))[0]!.preferredLanguage;
const setLanguage = (who: Caller, payload: object) => who.put('/api/users/me/language', payload);

describe('Accept-Language', () => {
  it('picks en or fr by quality, English when neither is asked for', () => {
    expect(parseAcceptLanguage(undefined)).toBe('en');
    expect(parseAcceptLanguage('fr')).toBe('fr');
    expect(parseAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(parseAcceptLanguage('en;q=0.5, fr;q=0.8')).toBe('fr');
    expect(parseAcceptLanguage('fr;q=0, en;q=0.1')).toBe('en');
    expect(parseAcceptLanguage('de-DE, es;q=0.9')).toBe('en');
    expect(parseAcceptLanguage('de, FR-ca;q=0.7, en;q=0.6')).toBe('fr');
  });
});

describe('API messages in the request language', () => {
  it('answers a wrong sign-in in French, and in English without the header', async () => {
    const user = await createTestUser(t.deps.db);
    const french = await t.app.inject({ method: 'POST', url: '/api/auth', headers: FRENCH, payload: { UserName: user.email, Password: 'Wrong-pass1!' } });
    expect(french.statusCode).toBe(401);
    expect(json(french).message).toBe("Nom d'utilisateur ou mot de passe incorrect");
    const english = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { UserName: user.email, Password: 'Wrong-pass1!' } });
    expect(json(english).message).toBe('Username or Password is incorrect');
  });

  it('answers validation issues in French', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/candidates/register',
      headers: FRENCH,
      payload: registration('vide@example.org', { experienceTitle: '', account: { email: 'not-an-email', password: 'Good-pass1!', confirmPassword: 'Good-pass1!', firstName: '', lastName: 'Tremblay' } }),
    });
    expect(res.statusCode).toBe(400);
    const body = json(res);
    // An e-mail that is not one is more than a field left empty: the message names the fields to correct.
    expect(body.message).toBe('Veuillez corriger les champs marqués en rouge : Courriel, Prénom, Poste actuel');
    const messages = Object.fromEntries((body.issues as { path: string; message: string }[]).map((i) => [i.path, i.message]));
    expect(messages.experienceTitle).toBe('Poste actuel ne peut pas être vide');
    expect(messages['account.firstName']).toBe('Prénom ne peut pas être vide');
    expect(messages['account.email']).toBe('Veuillez saisir une adresse courriel valide');
  });

  it('writes a success message of a save in French', async () => {
    const owner = await t.as('candidate');
    const res = await owner.put(`/api/candidates/${owner.candidate.id}/release-form`, { acceptTermsAndConditions: true }, { headers: FRENCH });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Votre formulaire de consentement a été mis à jour.');
  });

  it('answers an unknown route and a thrown not-found in French', async () => {
    const route = await t.app.inject({ method: 'GET', url: '/api/nowhere', headers: FRENCH });
    expect(route.statusCode).toBe(404);
    expect(json(route).message).toBe("L'élément demandé est introuvable.");
    const user = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: FRENCH, payload: { UserName: 'personne@example.org' } });
    expect(user.statusCode).toBe(404);
    expect(json(user).message).toBe('Il semble que vous ne soyez pas un utilisateur de BoardMatch.');
  });
});

describe('preferred language and e-mails', () => {
  it('stores the registration language and writes the verification e-mail in it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/candidates/register', headers: FRENCH, payload: registration('elise@example.org') });
    expect(res.statusCode).toBe(201);
    expect(await preferredLanguage('elise@example.org')).toBe('fr');
    const mail = (await t.lastMailTo('elise@example.org'))!;
    expect(mail.subject).toBe('Vérifiez votre compte BoardMatch');
    expect(mail.text).toContain('Bonjour Élise,');
    expect(mail.text).toContain('/login?token=');

    await t.app.inject({ method: 'POST', url: '/api/candidates/register', payload: registration('ada@example.org') });
    expect(await preferredLanguage('ada@example.org')).toBe('en');
    expect((await t.lastMailTo('ada@example.org'))!.subject).toBe('Verify your BoardMatch account');
  });

  it('switches the language of the next e-mail from the language route', async () => {
    const jean = await t.as('user', { firstName: 'Jean' });
    const { user } = jean;
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { UserName: user.email } });
    expect((await t.lastMailTo(user.email))!.subject).toBe('Reset your BoardMatch password');

    expect((await setLanguage(jean, { language: 'fr' })).statusCode).toBe(204);
    expect(await preferredLanguage(user.email)).toBe('fr');
    // The recipient's language, not the language of whoever asked for the mail.
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { UserName: user.email } });
    const mail = (await t.lastMailTo(user.email))!;
    expect(mail.subject).toBe('Réinitialisez votre mot de passe BoardMatch');
    expect(mail.text).toContain('Bonjour Jean,');

    const session = json(await jean.get('/api/users/session'));
    expect(session.user.preferredLanguage).toBe('fr');
  });

  it('refuses the language route without a session and with an unknown language', async () => {
    expect((await setLanguage(t.anonymous, { language: 'fr' })).statusCode).toBe(401);
    const someone = await t.as('user');
    const { user } = someone;
    expect((await setLanguage(someone, { language: 'de' })).statusCode).toBe(400);
    expect(await preferredLanguage(user.email)).toBe('en');
  });

  it("writes application e-mails in each recipient's language, the status name included", async () => {
    const rep = await createCharityRepresentative(t.deps.db);
    await t.deps.db.update(users).set({ preferredLanguage: 'fr' }).where(eq(users.id, rep.user.id));
    const candidate = await t.as('candidate', { firstName: 'Ada', lastName: 'Lovelace' });
    const { user } = candidate;
    const { posting } = await createPosting(t.deps.db, { charityId: rep.charityId, positionName: 'Trésorier' });
    const applied = await candidate.post('/api/candidates/applications', { postingId: posting.id, description: 'Je tiens les comptes.' });
    expect(applied.statusCode).toBe(201);
    expect((await t.lastMailTo(rep.user.email))!.subject).toBe(`Nouvelle candidature pour Trésorier (no ${posting.id})`);

    const representative = await t.as(rep.user);
    const id = json(applied).id as number;
    await t.deps.db.update(users).set({ preferredLanguage: 'fr' }).where(eq(users.id, user.id));
    const moved = await representative.patch(`/api/candidates/applications/${id}`, [{ op: 'replace', path: '/applicationStatusId', value: ApplicationStatus.interview }]);
    expect(moved.statusCode).toBe(200);
    expect((await t.lastMailTo(user.email))!.subject).toBe('Candidature pour Trésorier : Entrevue');
  });
});
