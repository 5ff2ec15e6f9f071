import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';

export async function searchRoutes(_app: FastifyInstance, _deps: Deps) {}
