import AdminCandidatesScreen from '../../../features/admin/pages/AdminCandidatesPage.tsx';
import { CandidateResume } from './CandidateResume.tsx';

/** /boardmatch-candidates: the staff Candidates screen, with the resume section of the qualifications feature in its dialog. */
export default function AdminCandidatesPage() {
  return <AdminCandidatesScreen renderResume={(candidateId) => <CandidateResume candidateId={candidateId} />} />;
}
