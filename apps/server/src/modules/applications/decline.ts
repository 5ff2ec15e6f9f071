import { referenceName, translate, type Language } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { findSimilarPostings } from './reply-clock.repository.ts';
import { clockDay } from './reply-clock.job.ts';

/** Open postings suggested to a declined candidate. */
const SUGGESTIONS = 3;

/** The kind note a declined candidate gets when the charity writes none, in the candidate's language. */
export function kindDeclineNote(language: Language, values: { name: string; position: string; charity: string }): string {
  return translate('pipeline.declineTemplate', { ...values, position: referenceName('positions', values.position, language) }, language);
}

/**
 * What a declined candidate's e-mail says besides the status: the charity's message (its kind note when it wrote
 * none) and up to three open postings like the one declined. Never the charity's reason, which is private.
 */
export async function declineMailNote(
  db: DbOrTx,
  language: Language,
  message: string,
  posting: { postingId: number; charityId: number },
  now: Date,
): Promise<string> {
  const similar = await findSimilarPostings(db, posting.postingId, posting.charityId, clockDay(now), SUGGESTIONS);
  const suggestions = similar.length
    ? translate('applications.mail.suggestionsIntro', {}, language) +
      similar.map((p) => translate('applications.mail.suggestionLine', { position: referenceName('positions', p.positionName, language), charity: p.charityName, postingId: p.postingId }, language)).join('\n')
    : '';
  return `${translate('applications.mail.charityNote', {}, language)}\n${message}${suggestions}\n\n`;
}
