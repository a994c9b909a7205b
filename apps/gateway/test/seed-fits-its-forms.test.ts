import {
  getPreferenceEmailProblem,
  isValidIdentifier,
  isValidName,
  isValidSecurityAnswer,
  isValidUsername,
  validateAddress,
} from '@dash/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONA_SECURITY_ANSWER } from '../src/db/seed/index';
import { seedSyntheticMembers } from '../src/db/seed/synthetic';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 36 §2: the demo data never fails its own forms. Every persona's stored values, and a sample of
 * synthetic members', are run through the rules the screens apply to them, with nothing on file to
 * excuse them: the address form, the preferences' e-mail, the username, and the identity step of
 * registration and recovery (subscriber ID, names).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedSyntheticMembers(t.database.db, { count: 40, today: new Date(), passwordHash: 'not-a-hash' });
});
afterAll(() => t.close());

describe('every seeded record passes the rules its screens apply', () => {
  it('each family’s address passes the address form', async () => {
    const families = await t.database.db
      .selectFrom('families')
      .select([
        'subscriber_id',
        'address_line1',
        'address_line2',
        'city',
        'state',
        'zip_code',
        'phone_number',
      ])
      .execute();
    expect(families.length).toBeGreaterThan(20);
    const failing = families.flatMap((family) => {
      const errors = validateAddress({
        addressLine1: family.address_line1 ?? '',
        addressLine2: family.address_line2 ?? '',
        city: family.city ?? '',
        state: family.state ?? '',
        zipCode: family.zip_code ?? '',
        phoneNumber: family.phone_number ?? '',
      });
      return Object.keys(errors).length > 0 ? [{ subscriberId: family.subscriber_id, errors }] : [];
    });
    expect(failing).toEqual([]);
  });

  it('each e-mail on file passes the preferences form as a new one would', async () => {
    const emails = await t.database.db
      .selectFrom('member_preferences')
      .select(['member_key', 'email_address'])
      .where('email_address', 'is not', null)
      .execute();
    expect(emails.length).toBeGreaterThan(40);
    const failing = emails.filter((row) => getPreferenceEmailProblem(row.email_address ?? '', null) !== null);
    expect(failing).toEqual([]);
  });

  it('each username, subscriber ID and member name passes the sign-in and identity rules', async () => {
    const accounts = await t.database.db.selectFrom('accounts').select('username').execute();
    expect(accounts.filter((account) => !isValidUsername(account.username))).toEqual([]);
    const families = await t.database.db.selectFrom('families').select('subscriber_id').execute();
    expect(families.filter((family) => !isValidIdentifier(family.subscriber_id))).toEqual([]);
    const members = await t.database.db.selectFrom('members').select(['first_name', 'last_name']).execute();
    expect(
      members.filter((member) => !isValidName(member.first_name) || !isValidName(member.last_name)),
    ).toEqual([]);
  });

  it('the personas’ security answer passes the security-answer rule', () => {
    expect(isValidSecurityAnswer(PERSONA_SECURITY_ANSWER)).toBe(true);
  });
});
