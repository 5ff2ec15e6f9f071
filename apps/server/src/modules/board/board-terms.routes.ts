import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHARITY_ROUTE_ACCESS, charityIdParamSchema, idParamSchema, listQuerySchema, postingDraftSchema, skillsMatrixSchema, termEndingListSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { requestLanguage } from '../../platform/plugins/app/language.ts';
import { getPostingDraft, getSkillsMatrix, listTermsEnding } from './board-terms.service.ts';

const tags = ['board'];

/** The Board page's 'Skills matrix' and 'Terms ending', and 'Draft the posting' for a seat about to empty. */
export async function boardTermsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: CHARITY_ROUTE_ACCESS };

  r.get(
    '/api/charities/:charityId/skills-matrix',
    { config, schema: { tags, summary: "The board's skills: current members by skill, the skills wanted and the gaps", params: charityIdParamSchema, response: { 200: skillsMatrixSchema } } },
    async (request) => getSkillsMatrix(deps, currentUser(request), request.params.charityId, requestLanguage(request)),
  );

  r.post(
    '/api/charities/:charityId/terms-ending/read',
    { config, schema: { tags, summary: 'Current mandates ending within the next 120 days, soonest first', params: charityIdParamSchema, body: listQuerySchema, response: { 200: termEndingListSchema } } },
    async (request) => listTermsEnding(deps, currentUser(request), request.params.charityId, request.body, requestLanguage(request)),
  );

  r.get(
    '/api/charities/mandates/:id/posting-draft',
    { config, schema: { tags, summary: 'New Position Posting prefilled for the seat this mandate leaves (nothing is saved)', params: idParamSchema, response: { 200: postingDraftSchema } } },
    async (request) => getPostingDraft(deps, currentUser(request), request.params.id),
  );
}
