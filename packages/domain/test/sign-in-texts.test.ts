import { describe, expect, it } from 'vitest';
import { getSignedInMember } from '../src/account/signed-in-member';
import type { Member } from '../src/api/account';
import { TokenRequest } from '../src/api/token';
import { LOGIN_TEXTS } from '../src/messages/sign-in-texts';
import { validationMessages } from '../src/validation/messages';

const firstIssue = (input: unknown) => TokenRequest.safeParse(input).error?.issues[0]?.message;

describe('login field labels and their required messages (document 1 §5)', () => {
  it.each([
    [
      'username',
      { username: '', password: 'x', domainId: 1 },
      LOGIN_TEXTS.usernameLabel,
      'Username is a required field',
    ],
    [
      'username of spaces',
      { username: '  ', password: 'x', domainId: 1 },
      LOGIN_TEXTS.usernameLabel,
      'Username is a required field',
    ],
    [
      'password',
      { username: 'alex', password: '', domainId: 1 },
      LOGIN_TEXTS.passwordLabel,
      'Password is a required field',
    ],
  ])('an empty %s answers the generic required message for its label', (_name, input, label, expected) => {
    expect(validationMessages.required(label)).toBe(expected);
    expect(firstIssue(input)).toBe(expected);
  });
});

describe('getSignedInMember', () => {
  const member = (memberKey: string, firstName: string): Member => ({
    memberKey,
    firstName,
    lastName: 'Rivera',
    relationship: 'S',
    relationshipDescription: 'Subscriber',
    dateOfBirth: '1980-01-01',
    sex: 'U',
    sexDescription: 'Unknown',
    memberSuffix: 0,
    hasOutOfAreaPlan: false,
    hasOtherMedical: false,
    hasOtherDental: false,
    role: null,
    insuranceType: null,
    networkNames: [],
  });
  const members = [member('m0', 'Alex'), member('m1', 'Jordan'), member('m2', 'Casey')];
  it.each([
    ['the subscriber', 'm0', 'Alex'],
    ['a dependent', 'm2', 'Casey'],
    ['nobody when the key is not in the family', 'm9', undefined],
  ])('finds %s', (_name, memberKey, firstName) => {
    expect(getSignedInMember({ memberKey, members })?.firstName).toBe(firstName);
  });
});
