import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';

/** Charity (steps 6-7) and representative (8-9) onboarding. */
export async function charityOnboardingRoutes(_app: FastifyInstance, _deps: Deps) {}
