import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { charityRegistrationSchema, emailSchema, invitationRegistrationSchema, invitationSchema, registrationResultSchema } from '@boardmatch/shared';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { authorize, currentUser } from '../../plugins/auth.ts';
import { charities } from '../../db/schema/index.ts';
import { registerCharity } from './charity-registration.service.ts';
import { getInvitation, registerFromInvitation, sendInvitation } from './invitation-registration.service.ts';

const tags = ['charities'];

export const representativeInviteSchema = z.object({
  firstName: z.string().trim().min(1, 'errors.required').max(100),
  lastName: z.string().trim().min(1, 'errors.required').max(100),
  email: emailSchema,
  charityId: z.number().int().positive(),
  charityRepresentativeRoleId: z.number().int().positive(),
});

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
    { config: { access: 'public' }, schema: { tags, summary: 'What an invitation link is for', params: z.object({ token: z.string().min(1).max(200) }), response: { 200: invitationSchema } } },
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
    { config: { access: ['own-charity', 'staff'] }, schema: { tags, summary: 'E-mail an invitation to represent a charity', body: representativeInviteSchema, response: { 200: z.literal(true) } } },
    async (request) => {
      const u = currentUser(request);
      authorize(u, 'charity.invite-representative', { charityId: request.body.charityId });
      const [charity] = await deps.db
        .select({ name: charities.name, charitableNumber: charities.charitableNumber })
        .from(charities)
        .where(and(eq(charities.id, request.body.charityId), isNull(charities.deletedAt)))
        .limit(1);
      if (!charity) throw AppError.notFound();
      await sendInvitation(deps, u.id, request.body, charity, request.language);
      return true as const;
    },
  );
}
