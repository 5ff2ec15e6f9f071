import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';

/** The charity profile: read, update (one transaction), focus areas. */
export async function charityProfileRoutes(_app: FastifyInstance, _deps: Deps) {}
