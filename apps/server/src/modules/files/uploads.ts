import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@boardmatch/shared';
import { AppError } from '../../platform/errors/app-error.ts';

export interface Upload {
  filename: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

/** Multipart uploads in a route scope: one file of at most 5 MB and a few short text fields. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
}

const noFile = () => AppError.badRequest('qualifications.errors.noFile', [{ path: 'FileContent', message: 'qualifications.errors.noFile' }]);

async function readParts(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let upload: { filename: string; bytes: Buffer } | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Throws 413 past the size limit; the errors plugin words it.
      const bytes = await part.toBuffer();
      if (!upload && bytes.length > 0) upload = { filename: part.filename, bytes };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { upload, fields };
}

/** The one file of a multipart request (field FileContent or any file field) and its text fields. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw noFile();
  const { upload, fields } = await readParts(request);
  if (!upload) throw noFile();
  return { ...upload, fields };
}

/** A multipart form whose file is optional: its text fields, and the file when one was sent. */
export async function readForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; upload: Omit<Upload, 'fields'> | null }> {
  if (!request.isMultipart()) throw AppError.badRequest('errors.invalidInput');
  return readParts(request);
}
