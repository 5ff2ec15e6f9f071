import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHARITY_ROUTE_ACCESS,
  Claim,
  apiErrorSchema,
  backgroundThumbnailsSchema,
  currentBackgroundSchema,
  fileInfoSchema,
  filePrivacyTypeListSchema,
  idParamSchema,
  uploadParamsSchema,
  noContentSchema,
  entityTypeParamsSchema,
  imageActivateParamsSchema,
  backgroundChoiceParamsSchema,
  imageSignatureQuerySchema,
  fileVisibilityInputSchema,
  imageItemSchema,
  imageListSchema,
  listQuerySchema,
  resumeSchema,
  charityIdParamSchema,
  charityImageListSchema,
  charityImageParamsSchema,
  charityImageUploadParamsSchema,
} from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import * as service from './files.service.ts';
import * as charityImages from './charity-images.service.ts';
import { readUpload, registerUploads } from './uploads.ts';

/** Resumes are managed by the candidate, and by staff on the candidate's behalf (the staff candidate dialog). */
const RESUME_MANAGERS = ['self', { claim: Claim.candidatesRead }] as const;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const uploadErrors = { ...errors, 413: apiErrorSchema };

function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const toBuffer = (content: Uint8Array) => Buffer.from(content.buffer, content.byteOffset, content.byteLength);

/**
 * Resumes (candidate documents with a privacy type), profile and background images. Bytes live in the
 * database so every server instance serves the same files.
 */
export async function filesRoutes(app: FastifyInstance, deps: Deps) {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  // ---- Resumes ----

  r.post(
    '/api/files/upload/:entityType/:entityId/:fileType',
    {
      config: { access: RESUME_MANAGERS },
      schema: {
        tags: ['files'],
        summary: 'Upload a resume (multipart FileContent; .pdf, .doc, .docx by content; 5 MB); replaces the previous one (the candidate, or staff on their behalf)',
        params: uploadParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: resumeSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const { entityType, entityId, fileType } = request.params;
      return service.uploadFile(deps, currentUser(request), entityType, entityId, fileType, () => readUpload(request));
    },
  );

  r.get(
    '/api/files/download/:id',
    { config: { access: ['self', 'staff', 'related-representative'] }, schema: { tags: ['files'], summary: 'Download a resume as an attachment', params: idParamSchema } },
    async (request, reply) => {
      const file = await service.downloadResume(deps.db, currentUser(request), request.params.id);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', attachmentHeader(file.originalName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(toBuffer(file.content));
    },
  );

  r.get(
    '/api/files/privacy-types',
    { config: { access: 'public' }, schema: { tags: ['files'], summary: 'Who may see a resume', response: { 200: filePrivacyTypeListSchema } } },
    async () => service.findPrivacyTypes(deps.db),
  );

  r.get(
    '/api/files/:id',
    { config: { access: ['self', 'staff', 'related-representative'] }, schema: { tags: ['files'], summary: 'A resume: id and original name', params: idParamSchema, response: { 200: fileInfoSchema, ...errors } } },
    async (request) => service.getResumeInfo(deps.db, currentUser(request), request.params.id),
  );

  r.put(
    '/api/files/:id/visibility',
    {
      config: { access: RESUME_MANAGERS },
      schema: { tags: ['files'], summary: 'Set who may see a resume (the candidate, or staff on their behalf)', params: idParamSchema, body: fileVisibilityInputSchema, response: { 200: resumeSchema, ...errors } },
    },
    async (request) => service.setResumeVisibility(deps.db, currentUser(request), request.params.id, request.body.fileVisibilityId),
  );

  r.delete(
    '/api/files/:id',
    { config: { access: RESUME_MANAGERS }, schema: { tags: ['files'], summary: 'Delete a resume (the candidate, or staff on their behalf; soft)', params: idParamSchema, response: { 204: noContentSchema, ...errors } } },
    async (request, reply) => {
      await service.deleteFile(deps, currentUser(request), request.params.id, 'file');
      return reply.status(204).send(null);
    },
  );

  // ---- Images ----

  r.post(
    '/api/images/upload/:entityType/:entityId/:fileType',
    {
      config: { access: ['self'] },
      schema: {
        tags: ['images'],
        summary: 'Upload a profile-image (made active) or a background-image (multipart FileContent; .jpg, .png by content; 5 MB)',
        params: uploadParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: imageItemSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const { entityType, entityId, fileType } = request.params;
      return service.uploadImage(deps, currentUser(request), entityType, entityId, fileType, () => readUpload(request));
    },
  );

  r.post(
    '/api/images/read/:entityType',
    {
      config: { access: ['self', 'staff'] },
      schema: {
        tags: ['images'],
        summary: "An entity's images; filters entityId and type (profile-image, background-image, logo, social-media-icon)",
        params: entityTypeParamsSchema,
        body: listQuerySchema,
        response: { 200: imageListSchema, ...errors },
      },
    },
    async (request) => service.readImages(deps, currentUser(request), request.params.entityType, request.body),
  );

  r.get(
    '/api/images/activate/:entityType/:entityId/:fileId',
    {
      config: { access: ['self'], writes: true },
      schema: {
        tags: ['images'],
        summary: 'Make an image the active one of its entity (owner)',
        params: imageActivateParamsSchema,
        response: { 200: imageItemSchema, ...errors },
      },
    },
    async (request) => service.activateImage(deps, currentUser(request), request.params.entityType, request.params.entityId, request.params.fileId),
  );

  r.get(
    '/api/images/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['images'],
        summary: "The bytes of an image (cacheable); never a resume. A candidate's picture or background needs the expiry (e) and signature (s) of the URL its profile gave (an hour at most, and only while the candidate exists), unless the profile is public",
        params: idParamSchema,
        querystring: imageSignatureQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await service.serveImage(deps, request.params.id, { expiresAt: request.query.e, signature: request.query.s }, request.headers['if-none-match']);
      // A candidate's image is kept by the browser only, never by a shared cache.
      reply.header('cache-control', `${file.isPublic ? 'public' : 'private'}, max-age=3600`).header('etag', file.etag).header('x-content-type-options', 'nosniff');
      if (!file.content) return reply.status(304).send();
      return reply.header('content-type', file.mimeType).send(toBuffer(file.content));
    },
  );

  r.delete(
    '/api/images/:id',
    { config: { access: ['self'] }, schema: { tags: ['images'], summary: 'Delete a picture or an uploaded background (owner; soft)', params: idParamSchema, response: { 204: noContentSchema, ...errors } } },
    async (request, reply) => {
      await service.deleteFile(deps, currentUser(request), request.params.id, 'image');
      return reply.status(204).send(null);
    },
  );

  // ---- Candidate backgrounds ----

  r.get(
    '/api/candidates/:id/background-image',
    { config: { access: 'public' }, schema: { tags: ['images'], summary: "The candidate's chosen background image, or null; only for those who may see the profile (404 otherwise), signed for a signed-in viewer", params: idParamSchema, response: { 200: currentBackgroundSchema, 400: apiErrorSchema, 404: apiErrorSchema } } },
    async (request) => service.currentBackground(deps, request.sessionUser, request.params.id),
  );

  r.get(
    '/api/candidates/:id/background-image-thumbnails',
    {
      config: { access: ['self', 'staff'], subject: { candidate: 'id' } },
      schema: { tags: ['images'], summary: "The default backgrounds and the candidate's own uploads (owner, staff)", params: idParamSchema, response: { 200: backgroundThumbnailsSchema, ...errors } },
    },
    async (request) => service.backgroundThumbnails(deps, currentUser(request), request.params.id),
  );

  const setBackground = async (request: FastifyRequest<{ Params: { id: number; imageId: number } }>, _reply: FastifyReply) =>
    service.setBackground(deps, currentUser(request), request.params.id, request.params.imageId);
  for (const method of ['GET', 'PUT'] as const) {
    r.route({
      method,
      url: '/api/candidates/:id/set-background/:imageId',
      config: { access: ['self'], subject: { candidate: 'id' }, writes: true },
      schema: {
        tags: ['images'],
        summary: "Apply a default or the candidate's own background (owner)",
        params: backgroundChoiceParamsSchema,
        response: { 200: currentBackgroundSchema, ...errors },
      },
      handler: setBackground,
    });
  }

  // ---- Charity pictures and backgrounds ----

  const charityAccess = { access: CHARITY_ROUTE_ACCESS };

  r.post(
    '/api/charities/:charityId/images/:fileType',
    {
      config: charityAccess,
      schema: {
        tags: ['images'],
        summary: "Upload the charity's profile-image (shown at once) or a background-image (multipart FileContent; .jpg, .png by content; 5 MB)",
        params: charityImageUploadParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: imageItemSchema, ...uploadErrors },
      },
    },
    async (request) => charityImages.uploadCharityImage(deps, currentUser(request), request.params.charityId, request.params.fileType, () => readUpload(request)),
  );

  r.get(
    '/api/charities/:charityId/images',
    { config: charityAccess, schema: { tags: ['images'], summary: "The charity's profile pictures", params: charityIdParamSchema, response: { 200: charityImageListSchema, ...errors } } },
    async (request) => charityImages.listCharityImages(deps.db, currentUser(request), request.params.charityId),
  );

  r.delete(
    '/api/charities/:charityId/images/:fileId',
    { config: charityAccess, schema: { tags: ['images'], summary: 'Delete a charity picture or uploaded background (soft)', params: charityImageParamsSchema, response: { 204: noContentSchema, ...errors } } },
    async (request, reply) => {
      await charityImages.deleteCharityImage(deps, currentUser(request), request.params.charityId, request.params.fileId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/charities/:charityId/background-image-thumbnails',
    { config: charityAccess, schema: { tags: ['images'], summary: "The default backgrounds and the charity's own uploads", params: charityIdParamSchema, response: { 200: backgroundThumbnailsSchema, ...errors } } },
    async (request) => charityImages.charityBackgroundThumbnails(deps, currentUser(request), request.params.charityId),
  );

  r.put(
    '/api/charities/:charityId/background-image/:fileId',
    { config: charityAccess, schema: { tags: ['images'], summary: "Apply a default or the charity's own background", params: charityImageParamsSchema, response: { 200: currentBackgroundSchema, ...errors } } },
    async (request) => charityImages.setCharityBackground(deps, currentUser(request), request.params.charityId, request.params.fileId),
  );
}
