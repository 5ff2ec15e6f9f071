import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { FileType, MAX_UPLOAD_BYTES } from '@boardmatch/shared';
import { applications, candidateMatchingPreferences, candidates, charityPositions, charityPostings, files } from '../../db/schema/index.ts';
import { json, setupTestApp, type Caller, type SignedIn } from '../../../test/helpers.ts';
import { seedDefaultBackgrounds, DEFAULT_BACKGROUNDS } from '../../db/seed/reference/backgrounds.ts';
import { DOC_BYTES, DOCX_BYTES, EXE_BYTES, JPEG_BYTES, multipart, PDF_BYTES, PNG_BYTES, zipWith } from '../../../test/uploads.ts';

const t = setupTestApp();
let owner: Caller & { candidateId: number; userId: number };
let other: Caller & { candidateId: number };
let staff: SignedIn;
let acting: Caller;
let repApplied: Caller;
let repOther: Caller;
let repAppliedCharityId: number;

beforeAll(async () => {
  const db = t.deps.db;
  const a = await t.as('candidate');
  owner = { ...a, candidateId: a.candidate.id, userId: a.user.id };
  const b = await t.as('candidate');
  other = { ...b, candidateId: b.candidate.id };
  staff = await t.as('staff');
  acting = t.withToken(await t.deps.tokens.sign({ nameId: a.user.id, isSelf: 'False', involvement: 'candidate', actingAdminUserId: staff.user.id, tv: 0, atv: 0 }));
  const applied = await t.as('representative');
  repApplied = applied;
  repAppliedCharityId = applied.charityId;
  repOther = await t.as('representative');
  // The owner applied to the first representative's charity.
  const [position] = await db.insert(charityPositions).values({ charityId: applied.charityId, name: 'Treasurer' }).returning();
  const [posting] = await db
    .insert(charityPostings)
    .values({ charityId: applied.charityId, charityPositionId: position!.id, description: 'Help', startDate: '2026-01-01', endDate: '2027-01-01', expiryDate: '2099-01-01' })
    .returning();
  await db.insert(applications).values({ postingId: posting!.id, candidateId: a.candidate.id, charityId: applied.charityId, charityPositionId: position!.id, description: 'Keen' });
});

/** Who calls; null for no session. */
const as = (who: Caller | null) => who ?? t.anonymous;
const uploadResume = (who: Caller | null, candidateId: number, file: { name: string; bytes: Buffer } | null, fields: Record<string, string> = {}) =>
  as(who).inject({ method: 'POST', url: `/api/files/upload/candidate/${candidateId}/resume`, ...multipart(file, fields) });
const uploadImage = (who: Caller | null, candidateId: number, type: string, file: { name: string; bytes: Buffer }) =>
  as(who).inject({ method: 'POST', url: `/api/images/upload/candidate/${candidateId}/${type}`, ...multipart(file) });
const get = (url: string, who: Caller | null) => as(who).get(url);
const readImages = (who: Caller | null, entityType: string, entityId: number, types: string[] = []) =>
  as(who).post(`/api/images/read/${entityType}`, { Filters: [{ name: 'entityId', values: [entityId] }, ...(types.length ? [{ name: 'type', values: types }] : [])] });

describe('resume upload', () => {
  it('accepts a PDF from the owner, with its privacy type', async () => {
    const res = await uploadResume(owner, owner.candidateId, { name: 'CV.pdf', bytes: PDF_BYTES }, { fileVisibilityId: '2' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ originalName: 'CV.pdf', fileVisibilityId: 2 });
  });

  it('accepts .doc and .docx by content, and one resume replaces the other', async () => {
    expect((await uploadResume(owner, owner.candidateId, { name: 'old.doc', bytes: DOC_BYTES })).statusCode).toBe(200);
    const res = await uploadResume(owner, owner.candidateId, { name: 'Résumé.docx', bytes: DOCX_BYTES });
    expect(res.statusCode).toBe(200);
    // The privacy type carries over when the new upload does not give one.
    expect(json(res)).toMatchObject({ originalName: 'Résumé.docx', fileVisibilityId: 2 });
    const live = await t.deps.db
      .select({ id: files.id, deletedAt: files.deletedAt })
      .from(files)
      .where(and(eq(files.entityType, 'candidate'), eq(files.entityId, owner.candidateId), eq(files.fileTypeId, FileType.resume)));
    expect(live.filter((f) => f.deletedAt === null).map((f) => f.id)).toEqual([json(res).id]);
    expect(live.length).toBe(3);
  });

  it('refuses files that are not what their names say', async () => {
    for (const file of [
      { name: 'setup.pdf', bytes: EXE_BYTES },
      { name: 'photo.pdf', bytes: PNG_BYTES },
      { name: 'archive.docx', bytes: zipWith(['xl/workbook.xml']) },
      { name: 'cv.exe', bytes: PDF_BYTES },
      { name: 'cv.docx', bytes: PDF_BYTES },
      { name: 'cv.doc', bytes: DOCX_BYTES },
      { name: 'cv.docx', bytes: DOC_BYTES },
      // A ZIP with a word/ folder but no parts list naming a Word document.
      { name: 'cv.docx', bytes: zipWith({ 'word/document.xml': '<w:document/>' }) },
      { name: 'cv.pdf', bytes: Buffer.from('%PD') },
    ]) {
      const res = await uploadResume(owner, owner.candidateId, file);
      expect(res.statusCode, file.name).toBe(400);
      expect(json(res).message).toBe('Only .pdf, .doc and .docx documents can be uploaded.');
    }
  });

  it('answers 413 to an upload over 5 MB', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES + 10)]);
    const res = await uploadResume(owner, owner.candidateId, { name: 'big.pdf', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(json(res).message).toBe('The upload is too large.');
  });

  it('answers 400 without a file, with a bad privacy type or an unknown file type', async () => {
    expect((await uploadResume(owner, owner.candidateId, null)).statusCode).toBe(400);
    const notMultipart = await owner.post(`/api/files/upload/candidate/${owner.candidateId}/resume`, {});
    expect(notMultipart.statusCode).toBe(400);
    expect((await uploadResume(owner, owner.candidateId, { name: 'a.pdf', bytes: PDF_BYTES }, { fileVisibilityId: '9' })).statusCode).toBe(400);
    const body = multipart({ name: 'a.pdf', bytes: PDF_BYTES });
    const wrongType = await owner.inject({ method: 'POST', url: `/api/files/upload/candidate/${owner.candidateId}/logo`, ...body });
    expect(wrongType.statusCode).toBe(400);
  });

  it("is for the owner, and staff on the candidate's behalf", async () => {
    const file = { name: 'cv.pdf', bytes: PDF_BYTES };
    expect((await uploadResume(null, owner.candidateId, file)).statusCode).toBe(401);
    expect((await uploadResume(other, owner.candidateId, file)).statusCode).toBe(403);
    expect((await uploadResume(staff, owner.candidateId, file)).statusCode).toBe(200);
    expect((await uploadResume(repApplied, owner.candidateId, file)).statusCode).toBe(403);
    expect((await uploadResume(owner, 999999, file)).statusCode).toBe(404);
  });
});

describe('resume download and visibility', () => {
  let resumeId: number;
  beforeAll(async () => {
    resumeId = json(await uploadResume(owner, owner.candidateId, { name: 'Pat Lee CV.pdf', bytes: PDF_BYTES }, { fileVisibilityId: '1' })).id;
  });
  const setVisibility = (who: Caller | null, id: number, fileVisibilityId: number) => as(who).put(`/api/files/${id}/visibility`, { fileVisibilityId });

  it('gives the owner the file as an attachment with its original name', async () => {
    const res = await get(`/api/files/download/${resumeId}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment; filename="Pat Lee CV.pdf"');
    expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(json(await get(`/api/files/${resumeId}`, owner))).toMatchObject({ id: resumeId, originalName: 'Pat Lee CV.pdf' });
  });

  it('follows the privacy type for charity representatives', async () => {
    // 1 private: owner and staff only.
    expect((await get(`/api/files/download/${resumeId}`, staff)).statusCode).toBe(200);
    expect((await get(`/api/files/download/${resumeId}`, acting)).statusCode).toBe(200);
    expect((await get(`/api/files/download/${resumeId}`, repApplied)).statusCode).toBe(403);
    expect((await get(`/api/files/download/${resumeId}`, repOther)).statusCode).toBe(403);
    expect((await get(`/api/files/download/${resumeId}`, other)).statusCode).toBe(403);
    // 2: charities the candidate applied to.
    expect((await setVisibility(owner, resumeId, 2)).statusCode).toBe(200);
    expect((await get(`/api/files/download/${resumeId}`, repApplied)).statusCode).toBe(200);
    expect((await get(`/api/files/download/${resumeId}`, repOther)).statusCode).toBe(403);
    // 3: every charity.
    expect((await setVisibility(owner, resumeId, 3)).statusCode).toBe(200);
    // ... whose representatives may see the profile: an unrelated charity only while the candidate allows review.
    expect((await get(`/api/files/download/${resumeId}`, repOther)).statusCode).toBe(403);
    const allowReview = (permissionToViewInformation: boolean) =>
      t.deps.db
        .insert(candidateMatchingPreferences)
        .values({ candidateId: owner.candidateId, permissionToViewInformation })
        .onConflictDoUpdate({ target: candidateMatchingPreferences.candidateId, set: { permissionToViewInformation } });
    await allowReview(true);
    expect((await get(`/api/files/download/${resumeId}`, repOther)).statusCode).toBe(200);
    await allowReview(false);
    expect((await get(`/api/files/download/${resumeId}`, other)).statusCode).toBe(403);
    expect((await get(`/api/files/download/${resumeId}`, null)).statusCode).toBe(401);
    expect((await get('/api/files/download/999999', owner)).statusCode).toBe(404);
  });

  it("lets the owner (and staff on the candidate's behalf) set the visibility, to a known privacy type", async () => {
    expect((await setVisibility(null, resumeId, 1)).statusCode).toBe(401);
    expect((await setVisibility(other, resumeId, 1)).statusCode).toBe(403);
    expect((await setVisibility(staff, resumeId, 1)).statusCode).toBe(200);
    expect((await setVisibility(repApplied, resumeId, 1)).statusCode).toBe(403);
    expect((await setVisibility(owner, resumeId, 7)).statusCode).toBe(400);
    expect((await setVisibility(owner, 999999, 1)).statusCode).toBe(404);
    expect((await setVisibility(acting, resumeId, 1)).statusCode).toBe(200);
  });

  it('lists the privacy types', async () => {
    const res = await get('/api/files/privacy-types', null);
    expect(json(res)).toEqual(expect.arrayContaining([expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 3 })]));
  });

  it('is never served as an image', async () => {
    expect((await get(`/api/images/${resumeId}`, owner)).statusCode).toBe(404);
  });

  it("is deleted by the owner, and by staff on the candidate's behalf", async () => {
    const del = (who: Caller | null, id = resumeId) => as(who).delete(`/api/files/${id}`);
    expect((await del(null)).statusCode).toBe(401);
    expect((await del(other)).statusCode).toBe(403);
    expect((await del(repOther)).statusCode).toBe(403);
    expect((await del(owner, 999999)).statusCode).toBe(404);
    expect((await del(owner)).statusCode).toBe(204);
    expect((await get(`/api/files/download/${resumeId}`, owner)).statusCode).toBe(404);
    expect((await del(owner)).statusCode).toBe(404);
    const again = json(await uploadResume(owner, owner.candidateId, { name: 'cv.pdf', bytes: PDF_BYTES })).id as number;
    expect((await del(staff, again)).statusCode).toBe(204);
  });
});

describe('profile images', () => {
  let firstId: number;
  it('uploads a PNG or JPEG checked by content, and the newest becomes the active picture', async () => {
    const first = await uploadImage(owner, owner.candidateId, 'profile-image', { name: 'me.png', bytes: PNG_BYTES });
    expect(first.statusCode).toBe(200);
    firstId = json(first).id;
    const second = await uploadImage(owner, owner.candidateId, 'profile-image', { name: 'me.jpg', bytes: JPEG_BYTES });
    expect(json(second)).toMatchObject({ isActive: true, type: 'profile-image', image: { mimeType: 'image/jpeg' } });
    const list = json(await readImages(owner, 'candidate', owner.candidateId, ['profile-image']));
    expect(list.images.map((i: { isActive: boolean }) => i.isActive)).toEqual([true, false]);
    expect(list.total).toBe(2);
  });

  it('refuses what is not a JPEG or PNG, or does not decode as one', async () => {
    const brokenPng = Buffer.from(PNG_BYTES);
    brokenPng[brokenPng.length - 20] ^= 0xff; // inside the image data: its checksum no longer matches
    for (const file of [
      { name: 'me.png', bytes: PDF_BYTES },
      { name: 'me.jpg', bytes: EXE_BYTES },
      { name: 'me.gif', bytes: PNG_BYTES },
      { name: 'me.jpg', bytes: PNG_BYTES },
      { name: 'me.jpg', bytes: Buffer.from([0xff, 0xd8, 0xff]) },
      { name: 'me.jpg', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100), Buffer.from([0xff, 0xd9])]) },
      { name: 'me.jpg', bytes: JPEG_BYTES.subarray(0, JPEG_BYTES.length - 40) },
      { name: 'me.png', bytes: brokenPng },
      { name: 'me.png', bytes: PNG_BYTES.subarray(0, 16) },
    ]) {
      const res = await uploadImage(owner, owner.candidateId, 'profile-image', file);
      expect(res.statusCode, file.name).toBe(400);
      expect(json(res).message).toBe('Only .jpg and .png images can be uploaded.');
    }
    expect((await uploadImage(owner, owner.candidateId, 'resume', { name: 'me.png', bytes: PNG_BYTES })).statusCode).toBe(400);
  });

  it('is uploaded, activated and deleted by the owner only', async () => {
    const file = { name: 'me.png', bytes: PNG_BYTES };
    expect((await uploadImage(null, owner.candidateId, 'profile-image', file)).statusCode).toBe(401);
    expect((await uploadImage(other, owner.candidateId, 'profile-image', file)).statusCode).toBe(403);
    expect((await uploadImage(staff, owner.candidateId, 'profile-image', file)).statusCode).toBe(403);
    expect((await uploadImage(repOther, owner.candidateId, 'profile-image', file)).statusCode).toBe(403);
    expect((await uploadImage(owner, 999999, 'profile-image', file)).statusCode).toBe(404);
    const activate = (who: Caller | null, id = firstId) => get(`/api/images/activate/candidate/${owner.candidateId}/${id}`, who);
    expect((await activate(null)).statusCode).toBe(401);
    expect((await activate(other)).statusCode).toBe(403);
    expect((await activate(owner, 999999)).statusCode).toBe(404);
    expect((await activate(owner)).statusCode).toBe(200);
    const [row] = await t.deps.db.select({ isActive: files.isActive }).from(files).where(eq(files.id, firstId));
    expect(row!.isActive).toBe(true);
    const del = (who: Caller | null, id = firstId) => as(who).delete(`/api/images/${id}`);
    expect((await del(null)).statusCode).toBe(401);
    expect((await del(other)).statusCode).toBe(403);
    expect((await del(repApplied)).statusCode).toBe(403);
    expect((await del(owner, 999999)).statusCode).toBe(404);
    expect((await del(owner)).statusCode).toBe(204);
    expect((await get(`/api/images/${firstId}`, null)).statusCode).toBe(404);
  });

  it('serves the bytes at the signed URL of the upload answer, with the content type and cache headers', async () => {
    const uploaded = json(await uploadImage(owner, owner.candidateId, 'profile-image', { name: 'face.png', bytes: PNG_BYTES }));
    const url: string = uploaded.image.url;
    expect(url).toMatch(new RegExp(`^/api/images/${uploaded.id}\\?e=[0-9]+&s=[A-Za-z0-9_-]{22}$`));
    const res = await get(url, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // The browser's copy does not open the door without the signature.
    const unsigned = await t.app.inject({ method: 'GET', url: `/api/images/${uploaded.id}`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(unsigned.statusCode).toBe(404);
    expect((await get('/api/images/999999', null)).statusCode).toBe(404);
    expect((await get('/api/images/abc', null)).statusCode).toBe(400);
  });

  it('stops serving a signed URL after an hour, and once its candidate is deleted', async () => {
    const someone = await t.as('candidate');
    const uploaded = json(await uploadImage(someone, someone.candidate.id, 'profile-image', { name: 'face.png', bytes: PNG_BYTES }));
    const signer = t.deps.images;
    const at = (exp: number) => `/api/images/${uploaded.id}?e=${exp}&s=${signer.sign(uploaded.id, exp)}`;
    const now = Math.floor(Date.now() / 1000);
    expect((await get(uploaded.image.url, null)).statusCode).toBe(200);
    // Within the hour it works; past its expiry, or with an expiry further than an hour away, it does not.
    expect(Number(new URL(uploaded.image.url, 'http://x').searchParams.get('e'))).toBeLessThanOrEqual(now + 3600);
    expect((await get(at(now + 60), null)).statusCode).toBe(200);
    expect((await get(at(now - 1), null)).statusCode).toBe(404);
    expect((await get(at(now + 2 * 3600), null)).statusCode).toBe(404);
    expect((await get(`/api/images/${uploaded.id}?s=${uploaded.image.url.split('s=')[1]}`, null)).statusCode).toBe(404);
    // Staff delete the candidate: the link handed out before dies with the record.
    expect((await staff.delete(`/api/candidates/${someone.candidate.id}`)).statusCode).toBe(204);
    expect((await get(uploaded.image.url, null)).statusCode).toBe(404);
  });

  it('needs a session to list images', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/images/read/candidate', payload: { Filters: [{ name: 'entityId', values: [owner.candidateId] }] } });
    expect(res.statusCode).toBe(401);
  });
});

describe('background images', () => {
  it('offers the default backgrounds seeded for every installation', async () => {
    const res = await get(`/api/candidates/${owner.candidateId}/background-image-thumbnails`, owner);
    expect(res.statusCode).toBe(200);
    const images = json(res).images as { id: number; isDefault: boolean; isSelected: boolean; url: string }[];
    expect(images.filter((i) => i.isDefault).length).toBeGreaterThanOrEqual(4);
    const png = await get(images[0]!.url, null);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('public, max-age=3600');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('seeds the defaults once, however often the installation starts', async () => {
    const count = async () =>
      (await t.deps.db.select({ id: files.id }).from(files).where(and(eq(files.entityType, 'system'), eq(files.fileTypeId, FileType.backgroundImage)))).length;
    expect(await count()).toBe(DEFAULT_BACKGROUNDS.length);
    await seedDefaultBackgrounds(t.deps.db);
    expect(await count()).toBe(DEFAULT_BACKGROUNDS.length);
  });

  it('applies a default, then an own upload, and answers the current one', async () => {
    expect(json(await get(`/api/candidates/${owner.candidateId}/background-image`, owner)).image).toBeNull();
    const thumbs = json(await get(`/api/candidates/${owner.candidateId}/background-image-thumbnails`, owner)).images;
    const set = await get(`/api/candidates/${owner.candidateId}/set-background/${thumbs[1].id}`, owner);
    expect(set.statusCode).toBe(200);
    expect(json(await get(`/api/candidates/${owner.candidateId}/background-image`, owner)).image).toMatchObject({ id: thumbs[1].id, isDefault: true });

    const upload = await uploadImage(owner, owner.candidateId, 'background-image', { name: 'beach.jpg', bytes: JPEG_BYTES });
    expect(upload.statusCode).toBe(200);
    const customId = json(upload).id;
    const after = json(await get(`/api/candidates/${owner.candidateId}/background-image-thumbnails`, owner)).images;
    expect(after.find((i: { id: number }) => i.id === customId)).toMatchObject({ isDefault: false, isSelected: false });
    expect(after.find((i: { id: number }) => i.id === thumbs[1].id).isSelected).toBe(true);
    expect((await owner.put(`/api/candidates/${owner.candidateId}/set-background/${customId}`)).statusCode).toBe(200);
    const [row] = await t.deps.db.select({ bg: candidates.backgroundImageId }).from(candidates).where(eq(candidates.id, owner.candidateId));
    expect(row!.bg).toBe(customId);
    // Another candidate cannot use it, nor see the owner's uploads.
    expect((await get(`/api/candidates/${other.candidateId}/set-background/${customId}`, other)).statusCode).toBe(400);
    const theirs = json(await get(`/api/candidates/${other.candidateId}/background-image-thumbnails`, other)).images;
    expect(theirs.some((i: { id: number }) => i.id === customId)).toBe(false);
    // Deleting the applied upload clears the background.
    expect((await owner.delete(`/api/images/${customId}`)).statusCode).toBe(204);
    expect(json(await get(`/api/candidates/${owner.candidateId}/background-image`, owner)).image).toBeNull();
  });

  it('refuses a picture or a resume as a background', async () => {
    const pic = json(await uploadImage(owner, owner.candidateId, 'profile-image', { name: 'me.png', bytes: PNG_BYTES })).id;
    expect((await get(`/api/candidates/${owner.candidateId}/set-background/${pic}`, owner)).statusCode).toBe(400);
  });

  it('checks who asks', async () => {
    const thumbs = json(await get(`/api/candidates/${owner.candidateId}/background-image-thumbnails`, owner)).images;
    const url = `/api/candidates/${owner.candidateId}/set-background/${thumbs[0].id}`;
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get(url, other)).statusCode).toBe(403);
    expect((await get(url, staff)).statusCode).toBe(403);
    expect((await get(url, repApplied)).statusCode).toBe(403);
    expect((await get(url, acting)).statusCode).toBe(200);
    expect((await get(`/api/candidates/999999/set-background/${thumbs[0].id}`, owner)).statusCode).toBe(404);
    expect((await get(`/api/candidates/${owner.candidateId}/set-background/999999`, owner)).statusCode).toBe(404);
    const thumbsUrl = `/api/candidates/${owner.candidateId}/background-image-thumbnails`;
    expect((await get(thumbsUrl, null)).statusCode).toBe(401);
    expect((await get(thumbsUrl, other)).statusCode).toBe(403);
    expect((await get(thumbsUrl, repApplied)).statusCode).toBe(403);
    expect((await get(thumbsUrl, staff)).statusCode).toBe(200);
    expect((await get('/api/candidates/999999/background-image-thumbnails', owner)).statusCode).toBe(404);
    expect((await get('/api/candidates/999999/background-image', null)).statusCode).toBe(404);
  });
});

describe("who sees a candidate's pictures", () => {
  let pictureId: number;
  let backgroundId: number;
  let signedPicture: string;
  beforeAll(async () => {
    pictureId = json(await uploadImage(owner, owner.candidateId, 'profile-image', { name: 'Pat Lee portrait.png', bytes: PNG_BYTES })).id;
    backgroundId = json(await uploadImage(owner, owner.candidateId, 'background-image', { name: 'cottage.jpg', bytes: JPEG_BYTES })).id;
    expect((await get(`/api/candidates/${owner.candidateId}/set-background/${backgroundId}`, owner)).statusCode).toBe(200);
    signedPicture = json(await get('/api/candidates/me', owner)).profileImageUrl;
  });
  const makePublic = (permissionToViewInformation: boolean, withdrawParticipation = false) =>
    t.deps.db
      .insert(candidateMatchingPreferences)
      .values({ candidateId: owner.candidateId, permissionToViewInformation, withdrawParticipation })
      .onConflictDoUpdate({ target: candidateMatchingPreferences.candidateId, set: { permissionToViewInformation, withdrawParticipation } });

  it("does not serve a private candidate's picture or background without a valid signature", async () => {
    const wrongSignature = signedPicture.replace(/&s=./, (m) => (m.endsWith('A') ? '&s=B' : '&s=A'));
    const exp = t.deps.images.expiry();
    const otherIdsSignature = `/api/images/${pictureId}?e=${exp}&s=${t.deps.images.sign(backgroundId, exp)}`;
    for (const id of [pictureId, backgroundId]) {
      for (const who of [null, other, repOther, repApplied, staff]) {
        expect((await get(`/api/images/${id}`, who)).statusCode).toBe(404);
      }
      for (const bad of ['', 'x', 'A'.repeat(22), 'A'.repeat(200)]) expect((await get(`/api/images/${id}?s=${bad}`, null)).statusCode).toBeGreaterThanOrEqual(400);
    }
    expect((await get(wrongSignature, other)).statusCode).toBe(404);
    expect((await get(otherIdsSignature, repOther)).statusCode).toBe(404);
    // An unknown image answers the same.
    expect((await get('/api/images/999999', other)).statusCode).toBe(404);
  });

  it("serves the signed URLs of the owner's profile answer", async () => {
    const me = json(await get('/api/candidates/me', owner));
    expect(me).not.toHaveProperty('profileImageId');
    expect(me.profileImageUrl).toMatch(new RegExp(`^/api/images/${pictureId}\\?e=`));
    expect(me.backgroundImageUrl).toMatch(new RegExp(`^/api/images/${backgroundId}\\?e=`));
    for (const url of [me.profileImageUrl, me.backgroundImageUrl]) {
      const res = await get(url, null);
      expect(res.statusCode, url).toBe(200);
    }
    expect((await get(me.profileImageUrl, null)).rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('gives a representative of a charity the candidate applied to, staff and staff acting as them working signed URLs', async () => {
    for (const who of [repApplied, staff, acting]) {
      const view = await get(`/api/candidates/${owner.candidateId}`, who);
      expect(view.statusCode).toBe(200);
      expect(json(view).profileImageUrl).toBe(signedPicture);
      expect((await get(json(view).backgroundImageUrl, null)).statusCode).toBe(200);
      const background = await get(`/api/candidates/${owner.candidateId}/background-image`, who);
      expect(background.statusCode).toBe(200);
      expect((await get(json(background).image.url, null)).statusCode).toBe(200);
    }
    expect((await get(signedPicture, null)).rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('gives nobody else the URLs', async () => {
    expect((await get(`/api/candidates/${owner.candidateId}`, repOther)).statusCode).toBe(403);
    expect((await get(`/api/candidates/${owner.candidateId}`, other)).statusCode).toBe(403);
    expect((await get(`/api/candidates/public/${owner.candidateId}`, null)).statusCode).toBe(404);
    for (const who of [null, other, repOther]) {
      expect((await get(`/api/candidates/${owner.candidateId}/background-image`, who)).statusCode).toBe(404);
    }
  });

  it("serves a public candidate's pictures without a signature, and stops when the profile is no longer public", async () => {
    await makePublic(true);
    try {
      const publicView = json(await get(`/api/candidates/public/${owner.candidateId}`, null));
      // The public profile's URLs are plain: they work only while the profile is public.
      expect(publicView.profileImageUrl).toBe(`/api/images/${pictureId}`);
      for (const who of [null, other, repOther]) {
        const res = await get(`/api/images/${pictureId}`, who);
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
      }
      expect((await get(`/api/images/${backgroundId}`, null)).statusCode).toBe(200);
      expect(json(await get(`/api/candidates/${owner.candidateId}/background-image`, null)).image.url).toBe(`/api/images/${backgroundId}`);
      // A representative browsing candidates who allow review gets signed URLs.
      const browse = json(await repOther.post('/api/candidates/browse', { Pagination: { Page: 1, ItemsPerPage: 6 } }));
      expect(browse.candidates.find((c: { id: number }) => c.id === owner.candidateId)).toMatchObject({ profileImageUrl: signedPicture });
      await makePublic(true, true);
      expect((await get(`/api/images/${pictureId}`, null)).statusCode).toBe(404);
      await makePublic(true, false);
      await t.deps.db.update(candidates).set({ isDisabled: true }).where(eq(candidates.id, owner.candidateId));
      expect((await get(`/api/images/${pictureId}`, null)).statusCode).toBe(404);
      await t.deps.db.update(candidates).set({ isDisabled: false }).where(eq(candidates.id, owner.candidateId));
    } finally {
      await makePublic(false);
    }
    expect((await get(`/api/images/${pictureId}`, null)).statusCode).toBe(404);
    // Signed URLs keep working for those who were given them.
    expect((await get(signedPicture, null)).statusCode).toBe(200);
  });

  it("lists a candidate's images, with their file names, to the owner, staff acting as them and staff only", async () => {
    for (const who of [owner, acting, staff]) {
      const res = await readImages(who, 'candidate', owner.candidateId);
      expect(res.statusCode).toBe(200);
      const names = json(res).images.map((i: { originalName: string }) => i.originalName);
      expect(names).toContain('Pat Lee portrait.png');
      const item = json(res).images.find((i: { id: number }) => i.id === pictureId);
      expect((await get(item.image.url, null)).statusCode).toBe(200);
    }
    for (const who of [other, repApplied, repOther]) {
      const res = await readImages(who, 'candidate', owner.candidateId, ['profile-image']);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Pat Lee');
    }
    expect((await readImages(null, 'candidate', owner.candidateId)).statusCode).toBe(401);
    expect((await readImages(other, 'candidate', 999999)).statusCode).toBe(404);
    // A user's own images: the user and staff.
    expect((await readImages(owner, 'user', owner.userId)).statusCode).toBe(200);
    expect((await readImages(other, 'user', owner.userId)).statusCode).toBe(403);
  });

  it('keeps listing public images to any signed-in user', async () => {
    for (const who of [other, repOther]) {
      const system = await readImages(who, 'system', 1, ['background-image']);
      expect(system.statusCode).toBe(200);
      expect(json(system).images.length).toBe(DEFAULT_BACKGROUNDS.length);
      expect(json(system).images[0].image.url).toMatch(/^\/api\/images\/\d+$/);
      expect((await readImages(who, 'charity', repAppliedCharityId)).statusCode).toBe(200);
      expect((await readImages(who, 'social-media-type', 1)).statusCode).toBe(200);
    }
  });

  it('never lets another user delete, activate or apply the candidate\'s images', async () => {
    expect((await get(`/api/images/activate/candidate/${owner.candidateId}/${pictureId}`, repApplied)).statusCode).toBe(403);
    expect((await get(`/api/images/activate/candidate/${owner.candidateId}/${pictureId}`, staff)).statusCode).toBe(403);
    expect((await get(`/api/candidates/${other.candidateId}/set-background/${backgroundId}`, other)).statusCode).toBe(400);
    expect((await staff.delete(`/api/images/${pictureId}`)).statusCode).toBe(403);
  });
});
