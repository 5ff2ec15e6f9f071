import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';

/** Postings from the charity side: list, create, edit, close, delete, share. */
export async function charityPostingsRoutes(_app: FastifyInstance, _deps: Deps) {}
