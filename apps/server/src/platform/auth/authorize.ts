import { can, type Actor, type PolicyAction, type PolicySubject } from '@boardmatch/shared';
import { AppError } from '../errors/app-error.ts';

/** 403 unless the policy allows the action: the one way a service refuses. */
export function authorize<A extends PolicyAction>(actor: Actor | null, action: A, ...subject: PolicySubject<A> extends undefined ? [] : [PolicySubject<A>]): void {
  if (!actor) throw AppError.unauthorized();
  if (!can(actor, action, ...subject)) throw AppError.forbidden();
}
