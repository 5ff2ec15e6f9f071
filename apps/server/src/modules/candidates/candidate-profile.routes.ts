import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  candidateDetailsInputSchema,
  candidateFocusAreaParamSchema,
  candidateIdParamSchema,
  candidateProfileSaveSchema,
  candidateProfileSchema,
  candidateSkillParamSchema,
  candidateViewQuerySchema,
  candidateViewSchema,
  matchingPreferencesInputSchema,
  releaseFormInputSchema,
  userInformationInputSchema,
  welcomeStatusSchema,
} from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { requestLanguage } from '../../platform/plugins/app/language.ts';
import * as service from './candidate-profile.service.ts';

const tags = ['candidates'];

/** The candidate profile (spec 2, sections 2.1 and 2.2): the owner's tabs, the signed-in and public views. */
export async function candidateProfileRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/candidates/me', { config: { access: ['signed-in'] }, schema: { tags, summary: "The session's own candidate profile, every tab", response: { 200: candidateProfileSchema } } }, async (request) =>
    service.getOwnProfile(deps, currentUser(request)),
  );

  r.get(
    '/api/candidates/public/:id',
    { config: { access: 'public' }, schema: { tags, summary: 'A public candidate profile (only candidates who allow review; no phone, e-mail or resume)', params: candidateIdParamSchema, response: { 200: candidateViewSchema } } },
    async (request) => service.getPublicCandidateView(deps, request.params.id, requestLanguage(request)),
  );

  r.get(
    '/api/candidates/:id',
    { config: { access: ['self', 'staff', 'related-representative'], subject: { candidate: 'id' } },
      schema: { tags, summary: 'A candidate profile for a signed-in viewer (owner, staff, or a charity allowed to review it)', params: candidateIdParamSchema, querystring: candidateViewQuerySchema, response: { 200: candidateViewSchema } },
    },
    async (request) => service.getCandidateView(deps, currentUser(request), request.params.id, requestLanguage(request)),
  );

  r.put(
    '/api/candidates/:id/user-information',
    { config: { access: ['self'], subject: { candidate: 'id' } }, schema: { tags, summary: 'User Information tab (owner)', params: candidateIdParamSchema, body: userInformationInputSchema, response: { 200: candidateProfileSaveSchema } } },
    async (request) => service.updateUserInformation(deps, currentUser(request), request.params.id, request.body, request.language),
  );

  r.put(
    '/api/candidates/:id/details',
    { config: { access: ['self'], subject: { candidate: 'id' } }, schema: { tags, summary: 'Candidate Details tab (owner)', params: candidateIdParamSchema, body: candidateDetailsInputSchema, response: { 200: candidateProfileSaveSchema } } },
    async (request) => service.updateCandidateDetails(deps, currentUser(request), request.params.id, request.body, request.language),
  );

  r.put(
    '/api/candidates/:id/matching-preferences',
    { config: { access: ['self'], subject: { candidate: 'id' } }, schema: { tags, summary: 'Matching Preferences tab (owner)', params: candidateIdParamSchema, body: matchingPreferencesInputSchema, response: { 200: candidateProfileSaveSchema } } },
    async (request) => service.updateMatchingPreferences(deps, currentUser(request), request.params.id, request.body, request.language),
  );

  r.put(
    '/api/candidates/:id/release-form',
    { config: { access: ['self'], subject: { candidate: 'id' } }, schema: { tags, summary: 'Release Form tab (owner); saved even when not agreed', params: candidateIdParamSchema, body: releaseFormInputSchema, response: { 200: candidateProfileSaveSchema } } },
    async (request) => service.updateReleaseForm(deps, currentUser(request), request.params.id, request.body, request.language),
  );

  r.delete(
    '/api/candidates/:id/skill/:skillId',
    { config: { access: ['self'], subject: { candidate: 'id' } }, schema: { tags, summary: 'Unlink a skill (owner); the last one stays', params: candidateSkillParamSchema, response: { 200: candidateProfileSchema } } },
    async (request) => service.unlink(deps, currentUser(request), request.params.id, 'skill', request.params.skillId),
  );

  r.delete(
    '/api/candidates/:id/focusArea/:focusAreaId',
    { config: { access: ['self'], subject: { candidate: 'id' } }, schema: { tags, summary: 'Unlink a focus area (owner); the last one stays', params: candidateFocusAreaParamSchema, response: { 200: candidateProfileSchema } } },
    async (request) => service.unlink(deps, currentUser(request), request.params.id, 'focusArea', request.params.focusAreaId),
  );

  r.get(
    '/api/candidates/:id/welcome',
    { config: { access: ['self'], subject: { candidate: 'id' } }, schema: { tags, summary: 'Whether the onboarding welcome dialog shows (owner)', params: candidateIdParamSchema, response: { 200: welcomeStatusSchema } } },
    async (request) => service.getWelcomeStatus(deps, currentUser(request), request.params.id),
  );

  r.put(
    '/api/candidates/:id/welcome/suppress',
    { config: { access: ['self'], subject: { candidate: 'id' } }, schema: { tags, summary: "'Do not show this message again' (owner)", params: candidateIdParamSchema, response: { 200: welcomeStatusSchema } } },
    async (request) => service.suppressWelcome(deps, currentUser(request), request.params.id),
  );
}
