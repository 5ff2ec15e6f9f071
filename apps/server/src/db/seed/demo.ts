import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { DemoData } from './demo/data.ts';
import { Random } from './demo/random.ts';
import { addDemoPeople, CHARITY_SIGN_IN_CHARITY, DEMO_ACCOUNTS, demoCandidates, MULTI_SIGN_IN_CHARITY, plannedApplications, setDemoStates } from './demo/accounts.ts';
import { buildCharities } from './demo/charities.ts';
import { buildCandidates } from './demo/candidates.ts';
import { buildApplications } from './demo/applications.ts';
import { buildTraining } from './demo/training.ts';
import { buildCorporations } from './demo/corporations.ts';
import { writeDemo } from './demo/write.ts';

const SEED = 20000;

/**
 * Fills an empty database with a believable program: about 40 charities in the five cities, their
 * boards and postings, 150 candidates with profiles and applications in every status, courses and
 * corporations. Deterministic (seeded); dates are relative to today. Does nothing when users exist.
 * Needs the reference lists (seedReference) first.
 */
export async function seedDemo(db: Db, options: { passwordHash: string }): Promise<{ accounts: { email: string; who: string }[] }> {
  const accounts = DEMO_ACCOUNTS.map((a) => ({ ...a }));
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  if (count > 0) return { accounts };

  const d = buildDemo(options.passwordHash);
  await db.transaction((tx) => writeDemo(tx, d));
  return { accounts };
}

/** The demo in memory, before it is written. */
export function buildDemo(passwordHash: string): DemoData {
  const d = new DemoData();
  const random = new Random(SEED);
  const people = addDemoPeople(d, random, passwordHash);
  const charities = buildCharities(d, random, {
    passwordHash,
    admins: { [CHARITY_SIGN_IN_CHARITY]: people.charity, [MULTI_SIGN_IN_CHARITY]: people.multi },
    showcase: [CHARITY_SIGN_IN_CHARITY],
  });
  const candidates = buildCandidates(d, random, passwordHash, demoCandidates(people));
  setDemoStates(people, charities);
  buildApplications(d, random, charities, candidates, plannedApplications(people, candidates, charities));
  buildTraining(d, random, candidates, charities);
  buildCorporations(d, random);
  return d;
}
