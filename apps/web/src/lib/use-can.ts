import { can, type Actor, type PolicyAction, type PolicySubject } from '@boardmatch/shared';
import { useAuth } from './auth-context.tsx';

/**
 * The API's own policies, asked in the browser to hide what the API would refuse. The actor is the one the API
 * resolved for this session; without a session nothing is allowed.
 * `paintAllowed`: a page painted before the session is known (usePaintedBeforeSession) shows what its usual user, who
 * may do these things, sees; the app draws over it with the real answer.
 */
export function useCan({ paintAllowed = false }: { paintAllowed?: boolean } = {}) {
  const { session, status } = useAuth();
  const actor = (session?.actor ?? null) as Actor | null;
  const painted = paintAllowed && status === 'restoring';
  return <A extends PolicyAction>(action: A, ...subject: PolicySubject<A> extends undefined ? [] : [PolicySubject<A>]) => painted || can(actor, action, ...subject);
}
