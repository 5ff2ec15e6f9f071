/** Posting summary, with the apply form for a candidate (spec 2, section 2.5). Closed when postingId is null. */
export function PostingSummaryDialog(_props: { postingId: number | null; onClose: () => void }) {
  return null;
}
