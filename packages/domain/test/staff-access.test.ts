import { describe, expect, it } from 'vitest';
import {
  isAllowedUnderStaffPolicy,
  isReadMethod,
  isStaffSession,
  type SessionIdentity,
} from '../src/session/staff-access';

const member: SessionIdentity = { role: 'member', issuedByRole: null };
const loginAs: SessionIdentity = { role: 'member', issuedByRole: 'logInAsAnyone' };
const loginAsNonEmployee: SessionIdentity = { role: 'member', issuedByRole: 'logInAsNonEmp' };
const staff: SessionIdentity = { role: 'logInAsNonEmp', issuedByRole: null };

/** Issue 10 point 3: staff sessions read; their writes are allow-listed, default deny. */
const table: Array<[string, SessionIdentity, string, boolean, boolean]> = [
  ['member reads', member, 'GET', false, true],
  ['member writes anything', member, 'PUT', false, true],
  ['member posts', member, 'POST', false, true],
  ['login-as reads', loginAs, 'GET', false, true],
  ['login-as HEAD is a read', loginAs, 'HEAD', false, true],
  ['login-as write not listed is denied', loginAs, 'PUT', false, false],
  ['login-as delete not listed is denied', loginAs, 'DELETE', false, false],
  ['login-as patch not listed is denied', loginAsNonEmployee, 'PATCH', false, false],
  ['login-as listed write is allowed', loginAs, 'POST', true, true],
  ['staff own session write not listed is denied', staff, 'POST', false, false],
  ['staff own session listed write is allowed', staff, 'POST', true, true],
  ['lower-case method is read the same', loginAs, 'get', false, true],
];

describe('staff access policy', () => {
  it.each(table)('%s', (_name, session, method, listed, expected) => {
    expect(isAllowedUnderStaffPolicy(session, method, listed)).toBe(expected);
  });

  it.each([
    [member, false],
    [loginAs, true],
    [loginAsNonEmployee, true],
    [staff, true],
  ] as const)('isStaffSession(%o) is %s', (session, expected) => {
    expect(isStaffSession(session)).toBe(expected);
  });

  it.each([
    ['GET', true],
    ['HEAD', true],
    ['POST', false],
    ['PUT', false],
    ['DELETE', false],
    ['OPTIONS', false],
  ] as const)('%s is a read: %s', (method, expected) => {
    expect(isReadMethod(method)).toBe(expected);
  });
});
