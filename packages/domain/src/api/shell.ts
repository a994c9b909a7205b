import { z } from 'zod';
import { COVERAGE_CATEGORIES } from '../coverage/coverage-categories';
import { ROLES } from '../session/session-rules';
import { Language } from './account-language';
import { IsoDate } from './primitives';

/** Group (shell) of document 1 §3: groupId, groupName, startDate, endDate (empty when open). */
export const ShellGroup = z.object({
  groupId: z.string(),
  groupName: z.string(),
  startDate: IsoDate,
  endDate: IsoDate.nullable(),
});
export type ShellGroup = z.infer<typeof ShellGroup>;

/**
 * GET shell: everything the application shell computes its menus, alerts, data layer and group link
 * from (document 1 §2 Menus, §6, §7; document 2 §4, §6), for the signed-in member only.
 */
export const ShellContext = z.object({
  subscriberId: z.string(),
  memberSuffix: z.number().int().nonnegative(),
  age: z.number().int().nonnegative(),
  role: z.enum(ROLES),
  issuedByRole: z.enum(ROLES).nullable(),
  groupId: z.string(),
  groupName: z.string(),
  hasActiveOrFutureEligibility: z.boolean(),
  activeCategories: z.array(z.enum(COVERAGE_CATEGORIES)),
  termed: z.boolean(),
  programIds: z.array(z.number().int()),
  hasEbill: z.boolean(),
  /** The group has a Certificate of Coverage (menu item "Certificate", document 2 §6). */
  hasCertificateOfCoverage: z.boolean(),
  medicareMaterialsEligible: z.boolean(),
  primaryCareLinkShown: z.boolean(),
  /** Every group of the signed-in account; the /select-group link needs more than one. */
  groups: z.array(ShellGroup),
  currentGroup: ShellGroup,
  /** The language the member last chose with the switch (issue 17); null until they choose one. */
  language: Language.nullable(),
  /** Replies from member services the member has not read yet (issue 39 §1), shown beside Messages. */
  unreadMessages: z.number().int().nonnegative(),
  /**
   * The member's notifications not read yet (issue 39 §2), the bell's count: with the shell's facts,
   * in its one statement, so no page asks for it on its own.
   */
  unreadNotifications: z.number().int().nonnegative(),
});
export type ShellContext = z.infer<typeof ShellContext>;

/** The quality-accreditation badge (document 1 §3): logo address and its paired description. */
export const Accreditation = z.object({
  logo: z.string().min(1),
  description: z.string(),
});
export type Accreditation = z.infer<typeof Accreditation>;
