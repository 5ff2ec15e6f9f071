import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { positionListSchema, positionSchema } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { API_CONTRACTS } from './api-contracts.ts';
import { mockApi, takeContractBreaches } from './mock-api.ts';

const ROUTE = 'POST /api/charities/positions/read';
const position = { id: 8, charityId: 9, name: 'Treasurer', isDefault: false, isDisabled: false, isNotBoard: false };
const answer = { status: 200, body: { positions: [position], total: 1 } };
const readPositions = () => api.post('/api/charities/positions/read', {});

/** Runs a test against a changed contract for ROUTE, as if the shared schema had been edited. */
async function withContract(schema: z.ZodType, run: () => Promise<void>) {
  const before = API_CONTRACTS[ROUTE];
  API_CONTRACTS[ROUTE] = { 200: schema };
  try {
    await run();
  } finally {
    API_CONTRACTS[ROUTE] = before;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the fake API answers only what the contracts allow', () => {
  it('answers a fixture that matches its route’s contract', async () => {
    mockApi({ [ROUTE]: answer });
    await expect(readPositions()).resolves.toEqual(answer.body);
    expect(takeContractBreaches()).toEqual([]);
  });

  it('fails the call, naming the route and the difference, once the contract changes under the same fixture', async () => {
    // The field renamed in the contract: the fixture still sends the old name and lacks the new one.
    const renamed = positionListSchema.extend({ positions: z.array(positionSchema.omit({ isNotBoard: true }).extend({ isBoard: z.boolean() })) });
    await withContract(renamed, async () => {
      mockApi({ [ROUTE]: answer });
      await expect(readPositions()).rejects.toMatchObject({ kind: 'not-sent', message: expect.stringContaining(ROUTE) });
      const breaches = takeContractBreaches();
      expect(breaches).toHaveLength(1);
      expect(breaches[0]).toContain('expected boolean, received undefined');
      expect(breaches[0]).toContain('positions[0].isBoard');
    });

    // The field dropped from the contract: a fixture that still sends it fails too, as the API would no longer send it.
    await withContract(positionListSchema.extend({ positions: z.array(positionSchema.omit({ isNotBoard: true })) }), async () => {
      mockApi({ [ROUTE]: answer });
      await expect(readPositions()).rejects.toMatchObject({ kind: 'not-sent' });
      expect(takeContractBreaches()).toEqual([expect.stringContaining('keys its contract does not have: body.positions[0].isNotBoard')]);
    });
  });

  it('fails a status the route never answers and a route that has no contract', async () => {
    mockApi({ [ROUTE]: { status: 201, body: answer.body }, 'GET /api/no-such-route': { status: 200, body: [] } });
    await expect(readPositions()).rejects.toMatchObject({ kind: 'not-sent' });
    await expect(api.get('/api/no-such-route')).rejects.toMatchObject({ kind: 'not-sent' });
    expect(takeContractBreaches()).toEqual([
      expect.stringContaining(`${ROUTE} (${ROUTE}) answered 201; the API answers 200 or an error`),
      expect.stringContaining('GET /api/no-such-route: no contract for this route'),
    ]);
  });
});
