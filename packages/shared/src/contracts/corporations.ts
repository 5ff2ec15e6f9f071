import { z } from 'zod';
import { MAX_ID } from '../constants.ts';
import { contactInputSchema, contactSchema } from './charities-admin.ts';
import { addressInputSchema, phoneInputSchema } from './registration.ts';
import { requiredText, textOrNull } from './fields.ts';
import { addressAnswerSchema, phoneAnswerSchema, totalCappedSchema } from './common.ts';

/* The staff Corporations screen (spec 3, sections 2, 3, 5 and 7): corporate partners of the program. */

/** Required and valid: 'Email must be valid'. */
const corporationEmail = z.string({ error: 'errors.required' }).trim().toLowerCase().min(1, 'errors.required').max(254).email({ message: 'corporations.emailInvalid' });

/**
 * Contact form (spec 3, section 5): the charity contact's rules, except that the id may be absent and an invalid
 * e-mail reads 'Email must be valid' from the corporations texts.
 */
export const corporationContactInputSchema = contactInputSchema.extend({
  /** 0 or absent: a new contact; otherwise the contact to update (spec 3, section 7: update if id is not 0). */
  id: z.number().int().min(0).max(MAX_ID).optional(),
  email: corporationEmail,
});
export type CorporationContactInput = z.infer<typeof corporationContactInputSchema>;

/** Corporation form (spec 3, section 5): name and primary e-mail required, website optional; address and phone optional. */
export const corporationInputSchema = z.object({
  name: requiredText(200),
  email: corporationEmail,
  website: textOrNull(300),
  address: addressInputSchema.nullable().optional(),
  phone: phoneInputSchema.nullable().optional(),
  /** The corporation's contacts as they are to be: those left out are removed. */
  contacts: z.array(corporationContactInputSchema).max(20).default([]),
});
export type CorporationInput = z.input<typeof corporationInputSchema>;

/** PUT /api/corporations: the corporation names itself by id (spec 3, section 7). */
export const corporationUpdateSchema = corporationInputSchema.extend({ id: z.number({ error: 'errors.required' }).int().positive().max(MAX_ID) });
export type CorporationUpdate = z.input<typeof corporationUpdateSchema>;

/** A charity contact's answer without the owner ids: a corporation's contacts are read through their corporation. */
export const corporationContactSchema = contactSchema.omit({ charityId: true, corporationId: true });
export type CorporationContact = z.infer<typeof corporationContactSchema>;

/** One corporation (spec 3, section 3: id, name, website, email {name}, address, phones) with its contacts. */
export const corporationSchema = z.object({
  id: z.number(),
  name: z.string(),
  website: z.string().nullable(),
  email: z.object({ name: z.string() }).nullable(),
  address: addressAnswerSchema.nullable(),
  phone: phoneAnswerSchema.nullable(),
  contacts: z.array(corporationContactSchema),
});
export type Corporation = z.infer<typeof corporationSchema>;

/** A row of the Corporations table: Name, Email, Website, Address, Phone. */
export const corporationListItemSchema = corporationSchema.omit({ contacts: true });
export type CorporationListItem = z.infer<typeof corporationListItemSchema>;
export const corporationListSchema = z.object({ corporations: z.array(corporationListItemSchema), total: z.number(), totalCapped: totalCappedSchema });
export type CorporationList = z.infer<typeof corporationListSchema>;
