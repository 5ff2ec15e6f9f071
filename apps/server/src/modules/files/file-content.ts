/*
 * What an uploaded file really is, judged by its bytes (the name alone proves nothing).
 */

export type DocumentKind = 'pdf' | 'doc' | 'docx';
export type ImageKind = 'jpeg' | 'png';

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const startsWith = (bytes: Buffer, magic: Buffer) => bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);

/** The names of the entries of a ZIP archive, read from its central directory; null when it is not a readable ZIP. */
export function zipEntryNames(bytes: Buffer): string[] | null {
  // End of central directory: signature PK\x05\x06, within the last 22 + 65535 bytes (the comment).
  const min = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= min; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > bytes.length) return null;
    names.push(bytes.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** A PDF, a Word 97-2003 document (OLE2) or a Word document (a ZIP with a word/ folder); null for anything else. */
export function documentKind(bytes: Buffer): DocumentKind | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE2)) return 'doc';
  if (startsWith(bytes, ZIP)) {
    const names = zipEntryNames(bytes);
    if (names?.some((name) => name.startsWith('word/'))) return 'docx';
  }
  return null;
}

export function imageKind(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  return null;
}

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

/** The document's kind when both its bytes and its name agree; null otherwise. */
export function checkDocument(name: string, bytes: Buffer): DocumentKind | null {
  const kind = documentKind(bytes);
  return kind && DOCUMENT_EXTENSIONS[kind].includes(extension(name)) ? kind : null;
}

export function checkImage(name: string, bytes: Buffer): ImageKind | null {
  const kind = imageKind(bytes);
  return kind && IMAGE_EXTENSIONS[kind].includes(extension(name)) ? kind : null;
}

/** A file name safe to store and to put in a Content-Disposition header: no path, no control characters. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (base || 'file').slice(0, 200);
}
