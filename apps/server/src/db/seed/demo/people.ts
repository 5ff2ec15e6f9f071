import { PhoneType } from '@boardmatch/shared';
import type { DemoData } from './data.ts';
import type { Random } from './random.ts';
import { at } from './dates.ts';
import { CANADA, STREETS, type Area } from './places.ts';
import { FIRST_NAMES, LAST_NAMES, PROFILE_COLOURS } from './words.ts';

export const DEMO_DOMAIN = 'demo.boardmatch.ca';

export interface Person {
  userId: number;
  userInformationId: number;
  firstName: string;
  lastName: string;
  email: string;
  city: string;
  regionId: number;
  /** The user's state row, to set the selected involvement afterwards. */
  state: DemoData['userStates'][number];
}

export interface PersonInput {
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Days before today the account was created. */
  joinedDaysAgo?: number;
}

export function phoneNumber(random: Random, area: Area): string {
  return `${random.pick(area.areaCodes)}-${random.int(200, 989)}-${String(random.int(0, 9999)).padStart(4, '0')}`;
}

export function postalCode(random: Random, area: Area): string {
  const letters = 'ABCEGHJKLMNPRSTVWXYZ';
  return `${random.pick(area.postalPrefixes)} ${random.int(1, 9)}${random.pick([...letters])}${random.int(1, 9)}`;
}

export function streetAddress(random: Random): string {
  return `${random.int(10, 2999)} ${random.pick(STREETS)}`;
}

const usedEmails = new WeakMap<DemoData, Set<string>>();

/** A verified user with information, e-mail, phones, address and state, living in the area. */
export function addPerson(d: DemoData, random: Random, area: Area, passwordHash: string, input: PersonInput = {}): Person {
  const firstName = input.firstName ?? random.pick(FIRST_NAMES);
  const lastName = input.lastName ?? random.pick(LAST_NAMES);
  const used = usedEmails.get(d) ?? new Set<string>();
  usedEmails.set(d, used);
  let email = input.email;
  if (!email) {
    const base = `${firstName}.${lastName}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    email = `${base}@${DEMO_DOMAIN}`;
    for (let n = 2; used.has(email); n++) email = `${base}${n}@${DEMO_DOMAIN}`;
  }
  used.add(email);
  const createdAt = at(-(input.joinedDaysAgo ?? random.int(30, 1000)));
  const city = random.pick(area.cities);

  const userId = d.add(d.users, { userName: email, passwordHash, isVerified: true, createdAt });
  const userInformationId = d.add(d.userInformations, {
    userId,
    firstName,
    lastName,
    pronounId: random.chance(0.45) ? random.int(1, 3) : null,
    profileColour: random.pick(PROFILE_COLOURS),
  });
  d.add(d.emails, { name: email, userInformationId });
  d.add(d.phones, { userInformationId, number: phoneNumber(random, area), phoneTypeId: PhoneType.main });
  if (random.chance(0.3)) d.add(d.phones, { userInformationId, number: phoneNumber(random, area), phoneTypeId: PhoneType.evening });
  d.add(d.addresses, {
    userInformationId,
    address1: streetAddress(random),
    address2: random.chance(0.2) ? `Unit ${random.int(1, 40)}` : null,
    city,
    regionId: area.regionId,
    countryId: CANADA,
    code: postalCode(random, area),
  });
  const state = { id: d.userStates.length + 1, userId, lastState: null, candidateRole: 0, charityRole: 0, boardmatchRole: 0, charityId: null as number | null };
  d.userStates.push(state);
  return { userId, userInformationId, firstName, lastName, email, city, regionId: area.regionId, state };
}
