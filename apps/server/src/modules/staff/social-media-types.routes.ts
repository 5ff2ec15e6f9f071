import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamSchema, noContentSchema, socialMediaTypeListSchema, socialMediaTypeSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { readForm, registerUploads } from '../files/index.ts';
import { createSocialMediaType, deleteSocialMediaType, listSocialMediaTypes, updateSocialMediaType } from './social-media-types.service.ts';
import { ADMIN_SECTION } from './staff.routes.ts';

const tags = ['social media'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema };

/** Social media types (LinkedIn, Facebook ...) with their icons: anyone reads them, the staff role Admin writes them. */
export async function socialMediaTypesRoutes(app: FastifyInstance, deps: Deps) {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/social-media-types',
    { config: { access: 'public' }, schema: { tags, summary: 'The social media types with the address of their icon', response: { 200: socialMediaTypeListSchema } } },
    async () => listSocialMediaTypes(deps.db),
  );

  r.post(
    '/api/social-media-types',
    {
      config: { access: ADMIN_SECTION },
      schema: { tags, summary: 'Create a type (multipart: name, required and unique; image optional, .png or .jpg by content)', consumes: ['multipart/form-data'], response: { 201: socialMediaTypeSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await createSocialMediaType(deps, currentUser(request), () => readForm(request))),
  );

  r.put(
    '/api/social-media-types/:id',
    {
      config: { access: ADMIN_SECTION },
      schema: { tags, summary: 'Rename a type or give it a new image (multipart, as for create)', params: idParamSchema, consumes: ['multipart/form-data'], response: { 200: socialMediaTypeSchema, ...errors } },
    },
    async (request) => updateSocialMediaType(deps, currentUser(request), request.params.id, () => readForm(request)),
  );

  r.delete(
    '/api/social-media-types/:id',
    { config: { access: ADMIN_SECTION }, schema: { tags, summary: 'Delete a type that no link uses (409 while links use it)', params: idParamSchema, response: { 204: noContentSchema, ...errors } } },
    async (request, reply) => {
      await deleteSocialMediaType(deps, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
