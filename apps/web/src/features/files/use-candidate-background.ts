import { useCurrentBackground } from './api/get-current-background.ts';
import { usePageBackground } from '@/lib/page-background.ts';

/** Shows the candidate's chosen background behind the page while the calling page is mounted. */
export function useCandidatePageBackground(candidateId: number | null | undefined): void {
  const background = useCurrentBackground(candidateId);
  usePageBackground(background.data?.url ?? null);
}
