import { getPlanIsoDate } from '@dash/domain';
import { AccountDetails, AddressResponse, API_PATHS, getApiPath } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGet, sessionToken, temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The member-data calls of issue 5 (document 2 §7), each served from the session's family alone. */
const CALLS = [
  API_PATHS.familyEligibility,
  API_PATHS.programs,
  API_PATHS.programDetails,
  `${API_PATHS.limits}?suffix=0`,
  API_PATHS.pcpMembers,
  API_PATHS.pcpEligibility,
  API_PATHS.cityOfPortland,
  API_PATHS.hasEbill,
  API_PATHS.ebillRegistered,
  API_PATHS.showEbillAlert,
  API_PATHS.planManagement,
  API_PATHS.employeeId,
  API_PATHS.idCardEligible,
  API_PATHS.home,
  `${API_PATHS.benefitsMedical}?suffix=0`,
  `${API_PATHS.benefitsDental}?suffix=0`,
  `${API_PATHS.benefitsVision}?suffix=0`,
  `${API_PATHS.benefitsPharmacy}?suffix=0`,
  `${API_PATHS.benefitsHistory}?suffix=0&category=dental&startDate=${getPlanIsoDate(new Date()).slice(0, 4)}-01-01&endDate=${getPlanIsoDate(new Date()).slice(0, 4)}-12-31`,
  `${getApiPath(API_PATHS.benefitsServiceDetail, { category: 'dental', serviceId: 'D0120' })}?suffix=0`,
  API_PATHS.referralMetadata,
  API_PATHS.hasReferrals,
  API_PATHS.medicareMaterialsEligibility,
  API_PATHS.handbooks,
  API_PATHS.outlineOfCoverage,
  API_PATHS.priorAuthorizations,
  API_PATHS.idCardMembers,
  // The account area (issue 13).
  API_PATHS.accountAddress,
  API_PATHS.settingsPreferences,
  API_PATHS.securityQuestions,
  API_PATHS.claims,
  `${API_PATHS.claims}?suffix=0`,
  // The cost estimator (issue 38 §1).
  `${API_PATHS.costEstimate}?suffix=0&q=99213`,
  // Secure messages (issue 39 §1).
  API_PATHS.secureMessages,
  // Member notifications (issue 39 §2).
  API_PATHS.memberNotifications,
  API_PATHS.memberNotificationsUnread,
];

describe('session token required (document 2 §7)', () => {
  it.each(CALLS)('%s refuses a temporary token and a missing token', async (url) => {
    const temporary = await temporaryToken(t.app, 'alex');
    expect((await authGet(t.app, url, temporary)).statusCode).toBe(403);
    const none = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    expect(none.statusCode).toBe(401);
  });
});

describe('another family’s member key is no way in (document 2 §7; docs/architecture.md "Data")', () => {
  it.each(CALLS)('%s serves morgan the same with alex’s member key and group in the query', async (url) => {
    const morgan = await sessionToken(t.app, 'morgan');
    const alex = AccountDetails.parse(
      (await authGet(t.app, API_PATHS.account, await sessionToken(t.app, 'alex'))).json(),
    );
    const own = await authGet(t.app, url, morgan);
    expect(own.statusCode).toBe(200);
    const separator = url.includes('?') ? '&' : '?';
    const foreign = `memberKey=${alex.memberKey}&subscriberKey=${alex.subscriberKey}&groupKey=${alex.groupKey}`;
    const probed = await authGet(t.app, `${url}${separator}${foreign}`, morgan);
    // The session decides whose data it is: the foreign keys are ignored, the response is morgan's.
    expect(probed.statusCode).toBe(200);
    expect(probed.body).toBe(own.body);
    expect(probed.body).not.toContain(alex.memberKey);
    expect(probed.body).not.toContain(alex.subscriberId);
  });
});

describe('find care: another family’s member key is refused (issue 12)', () => {
  it.each([
    [API_PATHS.pcpSearch, (key: string) => ({ members: [key], radius: 10, zip: '97204', searchString: '' })],
    [
      API_PATHS.pcpSelect,
      (key: string) => ({
        pcpSelectList: [{ memberKey: key, effectiveDate: '01/01/2030' }],
        providerId: 'PRV100001',
      }),
    ],
  ])('%s refuses morgan with alex’s member key', async (url, body) => {
    const morgan = await sessionToken(t.app, 'morgan');
    const alex = AccountDetails.parse(
      (await authGet(t.app, API_PATHS.account, await sessionToken(t.app, 'alex'))).json(),
    );
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { host: 'localhost', authorization: `Bearer ${morgan}` },
      payload: body(alex.memberKey),
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(alex.subscriberId);
  });
});

describe('the account area writes only the session’s family (issue 13)', () => {
  it('PUT account/address with alex’s keys in the body changes morgan’s family address, never alex’s', async () => {
    const morgan = await sessionToken(t.app, 'morgan');
    const alexToken = await sessionToken(t.app, 'alex');
    const alex = AccountDetails.parse((await authGet(t.app, API_PATHS.account, alexToken)).json());
    const alexBefore = (await authGet(t.app, API_PATHS.accountAddress, alexToken)).body;
    const { version } = AddressResponse.parse(
      (await authGet(t.app, API_PATHS.accountAddress, morgan)).json(),
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: `${API_PATHS.accountAddress}?memberKey=${alex.memberKey}`,
      headers: { host: 'localhost', authorization: `Bearer ${morgan}` },
      payload: {
        memberKey: alex.memberKey,
        subscriberKey: alex.subscriberKey,
        addressLine1: '9 Boundary Rd',
        city: 'Salem',
        state: 'OR',
        zipCode: '97301',
        version,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(AddressResponse.parse(response.json()).address?.addressLine1).toBe('9 Boundary Rd');
    expect((await authGet(t.app, API_PATHS.accountAddress, alexToken)).body).toBe(alexBefore);
  });
});

describe('a suffix outside the family names nobody (issue 13: one ID card per family member)', () => {
  it.each([
    `${API_PATHS.idCardView}?suffix=9`,
    `${API_PATHS.idCardContent}?suffix=9`,
    `${API_PATHS.idCardRequest}?category=Medical&suffix=9`,
  ])('%s is 404 for alex, whose family has suffixes 0 to 3', async (url) => {
    const response = await authGet(t.app, url, await sessionToken(t.app, 'alex'));
    expect(response.statusCode).toBe(404);
  });
});

describe('benefits: a suffix outside the signed-in family is refused (document 2 §7)', () => {
  const year = getPlanIsoDate(new Date()).slice(0, 4);
  // alex's family has suffixes 0-3; morgan's only 0 and 1.
  it.each([
    `${API_PATHS.benefitsMedical}?suffix=3`,
    `${API_PATHS.benefitsDental}?suffix=2&asOfDate=${year}-06-01`,
    `${API_PATHS.benefitsVision}?suffix=3`,
    `${API_PATHS.benefitsPharmacy}?suffix=3`,
    `${API_PATHS.limits}?suffix=3`,
    `${API_PATHS.benefitsHistory}?suffix=3&category=dental&startDate=${year}-01-01&endDate=${year}-12-31`,
    `${getApiPath(API_PATHS.benefitsServiceDetail, { category: 'dental', serviceId: 'D0120' })}?suffix=3`,
    // The cost estimator (issue 38 §1): the estimate and its PDF.
    `${API_PATHS.costEstimate}?suffix=3&q=99213`,
    `${API_PATHS.costEstimatePdf}?suffix=3&q=99213`,
  ])('%s responds 404 to morgan with no data', async (url) => {
    const response = await authGet(t.app, url, await sessionToken(t.app, 'morgan'));
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('registration and recovery stay within the brand and the named person (issue 14)', () => {
  const kendall = {
    identifier: 'K10040001',
    firstName: 'Kendall',
    lastName: 'Moreno',
    dateOfBirth: '1988-04-12',
  };
  const post = (url: string, host: string, payload: Record<string, unknown>, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });

  it('a main-brand identity is unknown on the Medicare Advantage host', async () => {
    const response = await post(API_PATHS.registrationIdentity, 'medicare.localhost', kendall);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'IDENTITY_NOT_FOUND' });
  });

  it('another family’s keys and a signed-in session change nothing: the identity alone decides', async () => {
    const alex = AccountDetails.parse(
      (await authGet(t.app, API_PATHS.account, await sessionToken(t.app, 'alex'))).json(),
    );
    const morgan = await sessionToken(t.app, 'morgan');
    const probed = await post(
      API_PATHS.registrationIdentity,
      'localhost',
      { ...kendall, memberKey: alex.memberKey, subscriberId: alex.subscriberId },
      morgan,
    );
    expect(probed.statusCode).toBe(200);
    expect(probed.body).not.toContain(alex.memberKey);
    const alexIdentity = { ...kendall, identifier: alex.subscriberId };
    expect((await post(API_PATHS.registrationIdentity, 'localhost', alexIdentity, morgan)).statusCode).toBe(
      400,
    );
  });
});

describe('referrals: another family’s memberKey as a filter is refused (document 2 §7)', () => {
  it('responds 404 to morgan for alex’s memberKey, and morgan’s own empty page without it', async () => {
    const morgan = await sessionToken(t.app, 'morgan');
    const alex = AccountDetails.parse(
      (await authGet(t.app, API_PATHS.account, await sessionToken(t.app, 'alex'))).json(),
    );
    const probed = await authGet(t.app, `${API_PATHS.referrals}?memberKey=${alex.memberKey}`, morgan);
    expect(probed.statusCode).toBe(404);
    expect(probed.body).not.toContain(alex.memberKey);
    const own = await authGet(t.app, API_PATHS.referrals, morgan);
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain(alex.memberKey);
  });
});
