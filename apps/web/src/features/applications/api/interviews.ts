import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, ChooseInterviewTime, InterviewMessage, ProposeInterview, RescheduleInterview } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { isApiError } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/*
 * Interviews in the calendar: each call answers the application as it is now. The charity proposes times (which also
 * moves the application to Interview) and reschedules; the candidate chooses a time or asks for others; either side
 * cancels.
 */

const base = (id: number) => `/api/candidates/applications/${id}/interview`;

/** POST: 'Propose interview times' (the spec's Request Interview). */
export const proposeInterview = ({ id, ...body }: ProposeInterview & { id: number }) => api.post<Application>(base(id), body);
/** PUT: 'Reschedule' a scheduled interview. */
export const rescheduleInterview = ({ id, ...body }: RescheduleInterview & { id: number }) => api.put<Application>(base(id), body);
/** POST /choice: the candidate chooses one of the proposed times. */
export const chooseInterviewTime = ({ id, ...body }: ChooseInterviewTime & { id: number }) => api.post<Application>(`${base(id)}/choice`, body);
/** POST /other-times: the candidate asks for other times. */
export const askOtherInterviewTimes = ({ id, ...body }: InterviewMessage & { id: number }) => api.post<Application>(`${base(id)}/other-times`, body);
/** POST /cancel: either side calls the interview off. */
export const cancelInterview = ({ id, ...body }: InterviewMessage & { id: number }) => api.post<Application>(`${base(id)}/cancel`, body);

/**
 * A change to an interview: the applications (both sides' lists, the pipeline's history) and the charity's lists read
 * again, as after a status change; also after a 409, when the other side changed the interview first.
 */
function useInterviewMutation<T>(call: (variables: T) => Promise<Application>) {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: queryKeys.applications.all() });
    void client.invalidateQueries({ queryKey: queryKeys.charities.all() });
  };
  return useMutation({
    mutationFn: call,
    onSuccess: refresh,
    onError: (error) => {
      if (isApiError(error) && error.status === 409) refresh();
    },
  });
}

export const useProposeInterview = () => useInterviewMutation(proposeInterview);
export const useRescheduleInterview = () => useInterviewMutation(rescheduleInterview);
export const useChooseInterviewTime = () => useInterviewMutation(chooseInterviewTime);
export const useAskOtherInterviewTimes = () => useInterviewMutation(askOtherInterviewTimes);
export const useCancelInterview = () => useInterviewMutation(cancelInterview);
