import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';

/** A charity's board mandates. */
export async function boardRoutes(_app: FastifyInstance, _deps: Deps) {}
