import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';

/** A charity's representatives and roles (Charity Admin). */
export async function charityRepresentativesRoutes(_app: FastifyInstance, _deps: Deps) {}
