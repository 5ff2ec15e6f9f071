/** The public or signed-in view of a candidate's profile (spec 2, section 2.2). */
export function CandidateProfileView(_props: { candidateId: number; postingId?: number | null }) {
  return null;
}
