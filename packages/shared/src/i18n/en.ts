import { mergeAreas } from './merge-areas.ts';
import type { Widen } from './widen.ts';
import { enGeneral } from './en/general.ts';
import { enCommon } from './en/common.ts';
import { enAuth } from './en/auth.ts';
import { enContent } from './en/content.ts';
import { enRegistration } from './en/registration.ts';
import { enWeb } from './en/web.ts';
import { enAdmin } from './en/admin.ts';
import { enCandidates } from './en/candidates.ts';
import { enQualifications } from './en/qualifications.ts';
import { enApplications } from './en/applications.ts';
import { enSearch } from './en/search.ts';
import { enTraining } from './en/training.ts';
import { enListQuery } from './en/list-query.ts';
import { enCharities } from './en/charities.ts';
import { enCharityAdmin } from './en/charity-admin.ts';
import { enBoard } from './en/board.ts';
import { enCharityPostings } from './en/charity-postings.ts';
import { enStaff } from './en/staff.ts';
import { enStaffCharities } from './en/staff-charities.ts';
import { enStaffProgramme } from './en/staff-programme.ts';
import { enStaffCandidates } from './en/staff-candidates.ts';
import { enFields } from './en/fields.ts';
import { enPrivacy } from './en/privacy.ts';
import { enPipeline } from './en/pipeline.ts';
import { enInterviews } from './en/interviews.ts';
import { enWaitingApplicants } from './en/waiting-applicants.ts';
import { enNotifications } from './en/notifications.ts';
import { enBoardTerms } from './en/board-terms.ts';
import { enMatching } from './en/matching.ts';

export { enGeneral };

/** English messages. Keys are shared by the server (error messages) and the web (en/*.ts: the web's own texts). */
export const en = mergeAreas(enGeneral, enCommon, enWeb, enAuth, enRegistration, enContent, enAdmin, enCandidates, enQualifications, enApplications, enSearch, enTraining, enListQuery, enCharities, enCharityAdmin, enBoard, enCharityPostings, enStaff, enStaffCharities, enStaffProgramme, enStaffCandidates, enFields, enPrivacy, enPipeline, enInterviews, enWaitingApplicants, enMatching, enBoardTerms, enNotifications);

export type Messages = Widen<typeof en>;
