import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { candidateListSchema, charityListSchema, charityProfileSchema, idParamSchema, listQuerySchema, postingListSchema, regionInUseListSchema, stringListSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { requestLanguage } from '../../platform/plugins/app/language.ts';
import { browseCandidates, getCharityProfile, listCharityCities, listCharityRegions, searchCharities, searchPostings } from './search.service.ts';

/** Search and browse (spec 2, section 2.7): charity, posting and candidate lists, filter lists, charity profile. */
export async function searchRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['search'];

  for (const pub of [false, true]) {
    r.post(
      pub ? '/api/charities/read-public' : '/api/charities/read',
      {
        config: { access: pub ? 'public' : ['signed-in'] },
        schema: { tags, summary: `Charities, searched and paged${pub ? ' (anonymous)' : ''}`, body: listQuerySchema, response: { 200: charityListSchema } },
      },
      async (request) => searchCharities(deps.db, request.body),
    );
    r.post(
      pub ? '/api/charities/postings/read-public' : '/api/charities/postings/read',
      {
        config: { access: pub ? 'public' : ['signed-in'] },
        schema: { tags, summary: `Open postings, searched and paged${pub ? ' (anonymous)' : ''}`, body: listQuerySchema, response: { 200: postingListSchema } },
      },
      async (request) => searchPostings(deps.db, request.body, pub ? null : currentUser(request), requestLanguage(request)),
    );
  }

  r.post(
    '/api/candidates/browse',
    {
      config: { access: [{ claim: 'charity-posting.read' }] },
      schema: { tags, summary: 'Candidates who allowed review (charity representatives who read postings)', body: listQuerySchema, response: { 200: candidateListSchema } },
    },
    async (request) => browseCandidates(deps.db, request.body, currentUser(request), deps.images),
  );

  r.get('/api/charities/cities', { config: { access: 'public' }, schema: { tags, summary: 'Cities of charities (lower-case)', response: { 200: stringListSchema } } }, async () =>
    listCharityCities(deps.db),
  );
  r.get('/api/charities/province', { config: { access: 'public' }, schema: { tags, summary: 'Regions charities are in', response: { 200: regionInUseListSchema } } }, async () =>
    listCharityRegions(deps.db),
  );

  r.get(
    '/api/charities/:id/profile',
    { config: { access: ['signed-in'] }, schema: { tags, summary: 'Read-only charity profile', params: idParamSchema, response: { 200: charityProfileSchema } } },
    async (request) => getCharityProfile(deps.db, request.params.id, true, requestLanguage(request)),
  );
  r.get(
    '/api/charities/public/:id',
    { config: { access: 'public' }, schema: { tags, summary: 'Read-only charity profile (anonymous)', params: idParamSchema, response: { 200: charityProfileSchema } } },
    async (request) => getCharityProfile(deps.db, request.params.id, false, requestLanguage(request)),
  );
}
