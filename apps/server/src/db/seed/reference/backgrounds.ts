import { deflateSync } from 'node:zlib';
import { and, eq, isNull } from 'drizzle-orm';
import { FileType } from '@boardmatch/shared';
import type { DbOrTx } from '../../client.ts';
import { files } from '../../schema/index.ts';

/*
 * The default background images every installation offers (Select or Upload Background Image): soft
 * gradients drawn here as PNGs, so no binary sits in the repository. Stored as 'system' files.
 */

type Rgb = [number, number, number];

interface Background {
  name: string;
  /** Colours at the top-left and bottom-right corners, and a third mixed in along the other diagonal. */
  from: Rgb;
  to: Rgb;
  accent: Rgb;
}

export const DEFAULT_BACKGROUNDS: Background[] = [
  { name: 'Morning Sky.png', from: [198, 226, 255], to: [255, 236, 210], accent: [230, 220, 255] },
  { name: 'Lake Louise.png', from: [0, 105, 92], to: [128, 203, 196], accent: [38, 166, 154] },
  { name: 'Maple.png', from: [183, 28, 28], to: [255, 183, 77], accent: [230, 81, 0] },
  { name: 'Northern Lights.png', from: [13, 27, 62], to: [46, 125, 50], accent: [105, 240, 174] },
  { name: 'Prairie.png', from: [255, 241, 118], to: [141, 110, 99], accent: [255, 204, 128] },
  { name: 'Harbour.png', from: [21, 101, 192], to: [224, 247, 250], accent: [100, 181, 246] },
];

const WIDTH = 960;
const HEIGHT = 400;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of a diagonal three-colour gradient. */
export function gradientPng(bg: Pick<Background, 'from' | 'to' | 'accent'>, width = WIDTH, height = HEIGHT): Buffer {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x / (width - 1) + y / (height - 1)) / 2;
      const a = 1 - Math.abs(x / (width - 1) - y / (height - 1));
      const bump = Math.max(0, 1 - Math.abs(t - 0.5) * 2) * a * 0.5;
      for (let c = 0; c < 3; c++) {
        const base = bg.from[c]! * (1 - t) + bg.to[c]! * t;
        raw[y * row + 1 + x * 3 + c] = Math.round(base * (1 - bump) + bg.accent[c]! * bump);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Adds the default backgrounds that are missing (by name); never changes or removes existing ones. */
export async function seedDefaultBackgrounds(db: DbOrTx): Promise<void> {
  const existing = await db
    .select({ name: files.originalName })
    .from(files)
    .where(and(eq(files.entityType, 'system'), eq(files.fileTypeId, FileType.backgroundImage), isNull(files.deletedAt)));
  const have = new Set(existing.map((e) => e.name));
  for (const bg of DEFAULT_BACKGROUNDS) {
    if (have.has(bg.name)) continue;
    const content = gradientPng(bg);
    await db.insert(files).values({
      entityType: 'system',
      entityId: null,
      fileTypeId: FileType.backgroundImage,
      mimeType: 'image/png',
      originalName: bg.name,
      size: content.length,
      content,
      isActive: true,
    });
  }
}
