import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { charities, files } from '../../db/schema/index.ts';
import { json, setupTestApp, type Caller } from '../../../test/helpers.ts';
import { PDF_BYTES, PNG_BYTES, multipart } from '../../../test/uploads.ts';

const t = setupTestApp();
let charityId: number;
const callers = {} as Record<'admin' | 'basic' | 'other' | 'candidate', Caller>;
type Who = keyof typeof callers;

beforeAll(async () => {
  const admin = await t.as('representative');
  charityId = admin.charityId;
  callers.admin = admin;
  callers.basic = await t.as('representative', { charityId, roleId: 5 });
  callers.other = await t.as('representative');
  callers.candidate = await t.as('candidate');
});

const upload = (who: Who, fileType: string, file = { name: 'logo.png', bytes: PNG_BYTES }) => {
  const body = multipart(file);
  return callers[who].inject({ method: 'POST', url: `/api/charities/${charityId}/images/${fileType}`, ...body });
};

describe('charity pictures and backgrounds', () => {
  it('uploads a profile picture that shows at once, publicly, and lists it', async () => {
    const res = await upload('admin', 'profile-image');
    expect(res.statusCode, res.body).toBe(200);
    const image = json(res);
    expect(image).toMatchObject({ entityType: 'charity', entityId: charityId, isActive: true, type: 'profile-image' });
    expect((await t.app.inject({ method: 'GET', url: image.image.url })).statusCode).toBe(200);
    const list = json(await callers.basic.get(`/api/charities/${charityId}/images`));
    expect(list.images.map((i: { id: number }) => i.id)).toContain(image.id);
    const profile = json(await callers.candidate.get(`/api/charities/${charityId}/profile`));
    expect(profile.profileImageId).toBe(image.id);
  });

  it('applies an uploaded or a default background, and forgets a deleted one', async () => {
    const own = json(await upload('admin', 'background-image'));
    const thumbnails = json(await callers.admin.get(`/api/charities/${charityId}/background-image-thumbnails`));
    expect(thumbnails.images.some((i: { isDefault: boolean }) => i.isDefault)).toBe(true);
    expect(thumbnails.images.map((i: { id: number }) => i.id)).toContain(own.id);
    const apply = await callers.admin.put(`/api/charities/${charityId}/background-image/${own.id}`);
    expect(json(apply).image).toMatchObject({ id: own.id, isSelected: true });
    expect((await t.deps.db.select().from(charities).where(eq(charities.id, charityId)))[0]!.backgroundImageId).toBe(own.id);
    expect((await callers.admin.delete(`/api/charities/${charityId}/images/${own.id}`)).statusCode).toBe(204);
    expect((await t.deps.db.select().from(charities).where(eq(charities.id, charityId)))[0]!.backgroundImageId).toBeNull();
  });

  it('refuses a file that is not a picture, and pictures of someone else', async () => {
    const lie = await upload('admin', 'profile-image', { name: 'logo.png', bytes: PDF_BYTES });
    expect(lie.statusCode).toBe(400);
    const [candidateImage] = await t.deps.db.insert(files).values({ entityType: 'candidate', entityId: 1, fileTypeId: 2, mimeType: 'image/png', originalName: 'x.png', content: PNG_BYTES, size: PNG_BYTES.length }).returning({ id: files.id });
    expect((await callers.admin.put(`/api/charities/${charityId}/background-image/${candidateImage!.id}`)).statusCode).toBe(400);
    expect((await callers.admin.delete(`/api/charities/${charityId}/images/${candidateImage!.id}`)).statusCode).toBe(404);
  });

  it('lets only those who may update the charity change its pictures', async () => {
    expect((await upload('basic', 'profile-image')).statusCode).toBe(403);
    expect((await upload('other', 'profile-image')).statusCode).toBe(403);
    expect((await upload('candidate', 'profile-image')).statusCode).toBe(403);
    expect((await callers.other.get(`/api/charities/${charityId}/images`)).statusCode).toBe(403);
    expect((await upload('admin', 'logo')).statusCode).toBe(400);
  });
});
