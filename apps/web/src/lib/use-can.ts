import { can, type Actor, type PolicyAction, type PolicySubject } from '@boardmatch/shared';
import { useAuth } from './auth-context.tsx';

/**
 * The API's own policies, asked in the browser to hide what the API would refuse. The actor is the one the API
 * resolved for this session; without a session nothing is allowed.
 */
export function useCan() {
  const { session } = useAuth();
  const actor = (session?.actor ?? null) as Actor | null;
  return <A extends PolicyAction>(action: A, ...subject: PolicySubject<A> extends undefined ? [] : [PolicySubject<A>]) => can(actor, action, ...subject);
}
