import { PhoneType } from '@boardmatch/shared';
import type { DemoData } from './data.ts';
import type { Random } from './random.ts';
import { slug } from './lookups.ts';
import { DEMO_DOMAIN, phoneNumber, postalCode, streetAddress } from './people.ts';
import { AREAS, CANADA } from './places.ts';
import { FIRST_NAMES, LAST_NAMES } from './words.ts';

const CORPORATIONS = [
  'Northern Maple Bank',
  'Lakeshore Insurance Group',
  'Prairie Energy Partners',
  'Cascade Software Inc.',
  'Atlantic Law LLP',
  'Summit Accounting LLP',
  'Great Lakes Logistics',
  'Rockies Telecom',
];

const TITLES = ['Community Investment Manager', 'Director, Corporate Social Responsibility', 'Employee Volunteer Program Lead', 'HR Manager'];

/** Corporate partners with their e-mail, address, phone and one or two contacts. */
export function buildCorporations(d: DemoData, random: Random) {
  CORPORATIONS.forEach((name, i) => {
    const area = AREAS[i % AREAS.length]!;
    const key = slug(name);
    const corporationId = d.add(d.corporations, { name, website: `https://${key}.example.com`, createdAt: new Date(Date.now() - random.int(30, 900) * 86_400_000) });
    d.add(d.emails, { name: `community@${key}.${DEMO_DOMAIN}`, corporationId });
    d.add(d.phones, { corporationId, number: phoneNumber(random, area), phoneTypeId: PhoneType.main });
    d.add(d.addresses, { corporationId, address1: streetAddress(random), city: area.cities[0]!, regionId: area.regionId, countryId: CANADA, code: postalCode(random, area) });
    for (let n = 0, count = random.int(1, 2); n < count; n++) {
      const firstName = random.pick(FIRST_NAMES);
      const lastName = random.pick(LAST_NAMES);
      d.add(d.contacts, {
        corporationId,
        firstName,
        lastName,
        title: random.pick(TITLES),
        email: `${slug(firstName)}.${slug(lastName)}@${key}.${DEMO_DOMAIN}`,
        daytimePhone: phoneNumber(random, area),
        isPrimary: n === 0,
      });
    }
  });
}
