/*
 * What an uploaded file really is, judged by its bytes (the name alone proves nothing): the type as file-type
 * detects it, and for an image, that it decodes as one.
 */
import { fileTypeFromBuffer } from 'file-type';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

export type DocumentKind = 'pdf' | 'doc' | 'docx';
export type ImageKind = 'jpeg' | 'png';

/** file-type's names: a Word 97-2003 document is an OLE compound file ('cfb'). */
const DOCUMENT_TYPES: Record<string, DocumentKind> = { pdf: 'pdf', cfb: 'doc', docx: 'docx' };
const IMAGE_TYPES: Record<string, ImageKind> = { jpg: 'jpeg', png: 'png' };

const DOCUMENT_EXTENSIONS: Record<DocumentKind, string[]> = { pdf: ['.pdf'], doc: ['.doc'], docx: ['.docx'] };
const IMAGE_EXTENSIONS: Record<ImageKind, string[]> = { jpeg: ['.jpg', '.jpeg'], png: ['.png'] };

export const DOCUMENT_MIME: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
export const IMAGE_MIME: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png' };

const extension = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

async function detected(bytes: Buffer): Promise<string | null> {
  return (await fileTypeFromBuffer(bytes))?.ext ?? null;
}

function decodes(kind: ImageKind, bytes: Buffer): boolean {
  try {
    // Limits keep a small file that claims huge dimensions from taking the memory.
    if (kind === 'jpeg') jpeg.decode(bytes, { maxResolutionInMP: 50, maxMemoryUsageInMB: 256 });
    else PNG.sync.read(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The document's kind when both its bytes and its name agree; null otherwise. */
export async function checkDocument(name: string, bytes: Buffer): Promise<DocumentKind | null> {
  const kind = DOCUMENT_TYPES[(await detected(bytes)) ?? ''];
  return kind && DOCUMENT_EXTENSIONS[kind].includes(extension(name)) ? kind : null;
}

/** The image's kind when its bytes, its name and a full decode agree; null otherwise. */
export async function checkImage(name: string, bytes: Buffer): Promise<ImageKind | null> {
  const kind = IMAGE_TYPES[(await detected(bytes)) ?? ''];
  return kind && IMAGE_EXTENSIONS[kind].includes(extension(name)) && decodes(kind, bytes) ? kind : null;
}

/** A file name safe to store and to put in a Content-Disposition header: no path, no control characters. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (base || 'file').slice(0, 200);
}
