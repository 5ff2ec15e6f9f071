import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';

/** A charity's positions. */
export async function positionsRoutes(_app: FastifyInstance, _deps: Deps) {}
