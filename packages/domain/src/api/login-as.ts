import { z } from 'zod';
import { LOGIN_AS_TEXTS } from '../login-as/login-as-rules';
import { validationMessages } from '../validation/messages';
import { LoginState } from './login-state';
import { DomainIdSchema, IsoDate } from './primitives';

const name = (label: string) =>
  z.string().trim().min(1, validationMessages.required(label)).max(30, validationMessages.tooLong(label));

/**
 * POST login-as (document 1 §3 "Login-as payload", §5): subscriberId and domainId, and for one member
 * of the family also firstName, lastName and dateOfBirth; plus the staff member's prevent-CRM choice.
 */
export const LoginAsRequest = z
  .object({
    subscriberId: z
      .string()
      .trim()
      .min(1, validationMessages.required(LOGIN_AS_TEXTS.subscriberId))
      .max(20, validationMessages.tooLong(LOGIN_AS_TEXTS.subscriberId)),
    domainId: DomainIdSchema,
    firstName: name(LOGIN_AS_TEXTS.firstName).optional(),
    lastName: name(LOGIN_AS_TEXTS.lastName).optional(),
    dateOfBirth: IsoDate.optional(),
    preventSalesPlatform: z.boolean().default(false),
  })
  .refine(
    (body) => {
      const given = [body.firstName, body.lastName, body.dateOfBirth].filter((v) => v !== undefined).length;
      return given === 0 || given === 3;
    },
    { message: LOGIN_AS_TEXTS.memberRequired, path: ['firstName'] },
  );
export type LoginAsRequest = z.input<typeof LoginAsRequest>;

/** The member's temporary token and the post-login state it opens, so the web routes on (document 1 §4). */
export const LoginAsResponse = z.object({
  token: z.string(),
  loginState: LoginState,
});
export type LoginAsResponse = z.infer<typeof LoginAsResponse>;

/** POST login-as/return: the staff person's temporary token again, for /login-as (issue 9). */
export const LoginAsReturnResponse = z.object({ token: z.string() });
export type LoginAsReturnResponse = z.infer<typeof LoginAsReturnResponse>;
