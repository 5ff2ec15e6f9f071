import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, inviteToApplySchema, postingInvitationSchema, recommendedPostingsSchema, suggestedCandidatesSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { requestLanguage } from '../../platform/plugins/app/language.ts';
import { findSuggestedCandidates, inviteToApply } from './suggestions.service.ts';
import { findRecommendedPostings } from './recommendations.service.ts';

/** Suggested candidates of a posting with 'Invite to apply', and a candidate's 'Recommended for you'. */
export async function matchingRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['matching'];

  r.get(
    '/api/charities/postings/:id/suggested-candidates',
    {
      // Representatives who review candidates (as Candidate Search); the service answers 404 for another charity's posting.
      config: { access: [{ claim: 'charity-posting.read' }] },
      schema: { tags, summary: "Suggested candidates: the ten who allow review and fit the open posting best, each with why and gaps", params: idParamSchema, response: { 200: suggestedCandidatesSchema } },
    },
    async (request) => findSuggestedCandidates(deps.db, currentUser(request), request.params.id),
  );

  r.post(
    '/api/charities/postings/:id/invite-to-apply',
    {
      config: { access: [{ claim: 'charity-posting.read' }] },
      schema: {
        tags,
        summary: "Invite to apply: the candidate gets one e-mail per posting, however often it is asked",
        params: idParamSchema,
        body: inviteToApplySchema,
        response: { 200: postingInvitationSchema },
      },
    },
    async (request) => inviteToApply(deps, currentUser(request), request.params.id, request.body),
  );

  r.get(
    '/api/candidates/recommended-postings',
    {
      config: { access: ['candidate'] },
      schema: { tags, summary: 'Recommended for you: open postings that fit the signed-in candidate, with the reasons', response: { 200: recommendedPostingsSchema } },
    },
    async (request) => findRecommendedPostings(deps.db, currentUser(request), requestLanguage(request)),
  );
}
