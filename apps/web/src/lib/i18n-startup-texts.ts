import { mergeAreas } from '@boardmatch/shared/i18n/merge-areas';
import { enGeneral } from '@boardmatch/shared/i18n/en/general';
import { enCommon } from '@boardmatch/shared/i18n/en/common';
import { enWeb } from '@boardmatch/shared/i18n/en/web';
import { enAuth } from '@boardmatch/shared/i18n/en/auth';

/** The English texts needed before any page's own: errors and successes, the shell's words and the sign-in page. */
export const enStartup = mergeAreas(enGeneral, enCommon, enWeb, enAuth);
