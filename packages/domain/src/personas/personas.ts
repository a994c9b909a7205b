import type { DomainId } from '../brands/domain-ids';
import type { AccountStatus, Role } from '../session/session-rules';

/** The password of every demo sign-in (docs/personas.md). */
export const PERSONA_PASSWORD = 'Welcome2026!';

export interface Persona {
  readonly domainId: DomainId;
  readonly role: Role;
  readonly accountStatus: AccountStatus;
  /** Seeded locked (blake): every sign-in gets ACCOUNT_LOCKED. */
  readonly locked: boolean;
}

const member = (domainId: DomainId, changes: Partial<Persona> = {}): Persona => ({
  domainId,
  role: 'member',
  accountStatus: 'ACT',
  locked: false,
  ...changes,
});
const staff = (domainId: DomainId, role: Role): Persona => member(domainId, { role });

/**
 * The demo sign-ins of docs/personas.md, by username (kendall, who has no account yet, signs in nowhere): the one declaration the seed's tests, the domain,
 * web and gateway tests and the Playwright journeys share, so a persona cannot drift between them.
 */
export const PERSONAS = {
  alex: member(1),
  jordan: member(1),
  casey: member(1),
  morgan: member(1),
  riley: member(1),
  taylor: member(1),
  sam: member(1),
  pat: member(1),
  quinn: member(1),
  avery: member(1, { accountStatus: 'INI' }),
  blake: member(1, { locked: true }),
  drew: member(1),
  emerson: member(1),
  finley: member(1),
  harper: member(1),
  jamie: member(1),
  devon: member(1),
  elliot: member(1),
  robin: member(1),
  support: staff(1, 'logInAsAnyone'),
  agent: staff(1, 'logInAsNonEmp'),
  margaret: member(2),
  walter: member(2),
  mastaff: staff(2, 'logInAsAnyone'),
  parker: member(5),
  piper: member(5),
  pstaff: staff(5, 'logInAsAnyone'),
} as const satisfies Record<string, Persona>;

export type PersonaName = keyof typeof PERSONAS;

export const PERSONA_NAMES = Object.keys(PERSONAS) as PersonaName[];
