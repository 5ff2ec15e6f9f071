import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHARITY_ROUTE_ACCESS, charityRegistrationSchema, invitationRegistrationSchema, invitationTokenParamsSchema, okSchema, representativeInviteSchema, invitationSchema, registrationResultSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { registerCharity } from './charity-registration.service.ts';
import { getInvitation, inviteRepresentative, registerFromInvitation } from './invitation-registration.service.ts';

const tags = ['charities'];

export async function charityRegistrationRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limitByAddress = (ip: string) => deps.limiter.hit([{ key: `register:ip:${ip}`, limit: deps.authLimits.perAddress }]);

  r.post(
    '/api/charities/register',
    { config: { access: 'public' }, schema: { tags, summary: 'Register a charity with its administrator', body: charityRegistrationSchema, response: { 201: registrationResultSchema } } },
    async (request, reply) => {
      await limitByAddress(request.ip);
      return reply.status(201).send(await registerCharity(deps, request.body, request.language));
    },
  );

  r.get(
    '/api/charities/invitations/:token',
    { config: { access: 'public' }, schema: { tags, summary: 'What an invitation link is for', params: invitationTokenParamsSchema, response: { 200: invitationSchema } } },
    async (request) => {
      await limitByAddress(request.ip);
      return getInvitation(deps, request.params.token);
    },
  );

  r.post(
    '/api/charities/representatives/register',
    { config: { access: 'public' }, schema: { tags, summary: 'Create an account from a representative invitation', body: invitationRegistrationSchema, response: { 201: registrationResultSchema } } },
    async (request, reply) => {
      await limitByAddress(request.ip);
      return reply.status(201).send(await registerFromInvitation(deps, request.body, request.language));
    },
  );

  // Staff, or an administrator of that charity, invite a representative.
  r.post(
    '/api/charities/representatives/invite',
    { config: { access: CHARITY_ROUTE_ACCESS }, schema: { tags, summary: 'E-mail an invitation to represent a charity', body: representativeInviteSchema, response: { 200: okSchema } } },
    async (request) => {
      const u = currentUser(request);
      authorize(u, 'charity.invite-representative', { charityId: request.body.charityId });
      await inviteRepresentative(deps, u.id, request.body, request.language);
      return true as const;
    },
  );
}
