import { ruleIssues, socialMediaTypeInputSchema, type SocialMediaType } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../platform/errors/db-errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { checkSocialMediaIcon, storeSocialMediaIcon } from '../files/index.ts';
import * as repo from './social-media-types.repository.ts';
import { presentSocialMediaType } from './staff.presenter.ts';

/** The form as sent: its text fields and the image file, when one was chosen. */
export interface SocialMediaTypeForm {
  fields: Record<string, string>;
  upload: { filename: string; bytes: Buffer } | null;
}

/** Reads the request's form once the caller is known to be allowed. */
export type ReadForm = () => Promise<SocialMediaTypeForm>;

export async function listSocialMediaTypes(db: DbOrTx): Promise<SocialMediaType[]> {
  return (await repo.findSocialMediaTypes(db)).map(presentSocialMediaType);
}

const duplicate = () => AppError.conflict('staffAdmin.socialMedia.errors.duplicate', 'DUPLICATE_NAME');

/** Name required (the spec's words per field); the image optional, a .png or .jpg by its content. */
async function readForm(form: SocialMediaTypeForm) {
  const parsed = socialMediaTypeInputSchema.safeParse(form.fields);
  const issues = parsed.success ? [] : ruleIssues(parsed.error.issues, form.fields).map((i) => ({ ...i, path: i.path || 'name' }));
  if (issues.length) throw AppError.badRequest('staffAdmin.socialMedia.invalid', issues);
  const icon = form.upload ? await checkSocialMediaIcon(form.upload, 'image') : null;
  return { name: parsed.data!.name, icon };
}

async function save(deps: Deps, actor: SessionUser, id: number | null, read: ReadForm): Promise<SocialMediaType> {
  const { name, icon } = await readForm(await read());
  const other = await repo.findSocialMediaTypeByName(deps.db, name);
  if (other && other.id !== id) throw duplicate();
  try {
    const saved = await deps.db.transaction(async (tx) => {
      const row = id === null ? await repo.insertSocialMediaType(tx, name) : await repo.updateSocialMediaType(tx, id, { name });
      if (!row) throw AppError.notFound();
      if (!icon) return row;
      const imageId = await storeSocialMediaIcon(tx, row.id, icon, actor.actingAdminUserId ?? actor.id);
      return (await repo.updateSocialMediaType(tx, row.id, { imageId }))!;
    });
    return presentSocialMediaType(saved);
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw duplicate();
    throw err;
  }
}

export async function createSocialMediaType(deps: Deps, actor: SessionUser, read: ReadForm): Promise<SocialMediaType> {
  authorize(actor, 'social-media-type.create');
  return save(deps, actor, null, read);
}

export async function updateSocialMediaType(deps: Deps, actor: SessionUser, id: number, read: ReadForm): Promise<SocialMediaType> {
  authorize(actor, 'social-media-type.update');
  if (!(await repo.findSocialMediaType(deps.db, id))) throw AppError.notFound();
  return save(deps, actor, id, read);
}

/**
 * Deletes a type nobody uses. A type in use by people's or charities' links is refused (409) rather than taking
 * their links with it.
 */
export async function deleteSocialMediaType(deps: Deps, actor: SessionUser, id: number): Promise<void> {
  authorize(actor, 'social-media-type.delete');
  await deps.db.transaction(async (tx) => {
    if (!(await repo.findSocialMediaType(tx, id))) throw AppError.notFound();
    const links = await repo.countSocialMediaLinks(tx, id);
    if (links > 0) throw new AppError('SOCIAL_MEDIA_TYPE_IN_USE', 409, 'staffAdmin.socialMedia.errors.inUse', { count: links });
    await repo.deleteSocialMediaType(tx, id);
  });
}
