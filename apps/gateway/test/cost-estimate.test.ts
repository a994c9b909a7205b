import { ESTIMATE_SEARCH_MESSAGES, ESTIMATE_TEXTS, formatUsd } from '@dash/domain';
import { API_PATHS, BenefitSummary, CostEstimateResponse } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdf } from './helpers/pdf-text';
import { authGet, HOST_BY_DOMAIN, sessionToken, type TestDomain } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let alex = '';
let parker = '';
beforeAll(async () => {
  t = await createTestApp();
  alex = await sessionToken(t.app, 'alex');
  parker = await sessionToken(t.app, 'parker', 5);
});
afterAll(() => t?.close());

const estimateUrl = (query: Record<string, string>, path: string = API_PATHS.costEstimate) =>
  `${path}?${new URLSearchParams({ suffix: '0', ...query })}`;

async function estimate(query: Record<string, string>, token = alex, domainId: TestDomain = 1) {
  const response = await authGet(t.app, estimateUrl(query), token, domainId);
  expect(response.statusCode, response.body).toBe(200);
  return CostEstimateResponse.parse(response.json());
}

const estimated = (result: CostEstimateResponse) => {
  if (!result.estimate) throw new Error('no estimate');
  return result.estimate;
};

describe('GET /api/cost-estimate: search (issue 38 §1)', () => {
  it('finds office visits by a plain-language term, and estimates the first at every primary-care provider', async () => {
    const result = await estimate({ q: 'office visit' });
    expect(result.matches.map((service) => service.code)).toEqual([
      '99202',
      '99203',
      '99204',
      '99212',
      '99213',
      '99214',
      '99215',
    ]);
    const { service, providers, costSharing } = estimated(result);
    expect(service).toMatchObject({ code: '99202', codeSystem: 'CPT', category: 'medical' });
    expect(costSharing).toEqual({
      covered: true,
      deductibleApplies: false,
      copay: 2_500,
      coinsurancePercent: null,
    });
    expect(providers).toHaveLength(7);
    for (const provider of providers) {
      expect(provider.estimate.kind).toBe('estimate');
      if (provider.estimate.kind !== 'estimate' || provider.negotiatedRate === null) continue;
      // Copay only: the deductible is not applied, the plan pays the rest.
      expect(provider.estimate.member).toMatchObject({ deductible: 0, copay: 2_500, coinsurance: 0 });
      expect(provider.estimate.planPays).toBe(provider.negotiatedRate - 2_500);
    }
  });

  it('finds a service by its billing code, in Spanish words too', async () => {
    expect(estimated(await estimate({ q: '73721' })).service.name.en).toBe('MRI of a knee, without contrast');
    expect((await estimate({ q: 'resonancia rodilla' })).matches.map((service) => service.code)).toEqual([
      '73721',
    ]);
    const chosen = await estimate({ q: 'office visit', code: '99214' });
    expect(estimated(chosen).service.code).toBe('99214');
    // A dental code typed in lower case names the same service, not the first match.
    const child = await estimate({ q: 'cleaning', code: 'd1120' });
    expect(estimated(child).service.code).toBe('D1120');
  });

  it('applies the deductible alex has partly met, from the accumulators the benefits page shows', async () => {
    const benefits = BenefitSummary.parse(
      (await authGet(t.app, `${API_PATHS.benefitsMedical}?suffix=0`, alex)).json(),
    );
    const tier = benefits.tiers[0];
    if (!tier) throw new Error('alex has no medical tier');
    const { accumulators, providers, service, outOfNetworkAllowed } = estimated(
      await estimate({ q: '73721' }),
    );
    const shown = tier.oopDeductibles.individualDeductible;
    expect(accumulators.individualDeductible).toEqual({
      limit: shown.total,
      met: shown.met,
      remaining: shown.remaining,
    });
    expect(accumulators.individualDeductible?.met).toBeGreaterThan(0);
    expect(accumulators.individualDeductible?.remaining).toBeGreaterThan(0);
    expect(service.prerequisite).toBe('priorAuthorization');
    expect(outOfNetworkAllowed).toBe(88_000);
    const remaining = Math.min(
      accumulators.individualDeductible?.remaining ?? 0,
      accumulators.familyDeductible?.remaining ?? 0,
    );
    for (const provider of providers) {
      if (provider.estimate.kind !== 'estimate' || provider.negotiatedRate === null)
        throw new Error('expected an estimate');
      const deductible = Math.min(provider.negotiatedRate, remaining);
      expect(provider.estimate.member.deductible).toBe(deductible);
      expect(provider.estimate.member.coinsurance).toBe(
        Math.round(((provider.negotiatedRate - deductible) * 20) / 100),
      );
    }
  });

  it('lists what a bundled service includes', async () => {
    const { service } = estimated(await estimate({ q: '29881' }));
    expect(service.bundledItems.map((item) => item.en)).toContain('Anesthesia');
    expect(service.bundledItems.map((item) => item.es)).toContain('Anestesia');
  });

  it('says "covered, no estimate" without a rate, and "not covered" for a service the plan excludes', async () => {
    const sleep = estimated(await estimate({ q: '95810' }));
    expect(sleep.providers.map((provider) => [provider.negotiatedRate, provider.estimate.kind])).toEqual([
      [null, 'noEstimate'],
    ]);
    const lasik = estimated(await estimate({ q: 'S0800' }));
    expect(lasik.providers.every((provider) => provider.estimate.kind === 'notCovered')).toBe(true);
    expect(lasik.outOfNetworkAllowed).toBeNull();
  });

  it('sorts by the member’s cost or by distance from a ZIP code, and filters by distance and provider name', async () => {
    const costs = estimated(await estimate({ q: '80053', sort: 'cost' })).providers.map((provider) =>
      provider.estimate.kind === 'estimate' ? provider.estimate.member.total : Number.POSITIVE_INFINITY,
    );
    expect(costs.length).toBeGreaterThan(2);
    expect([...costs].sort((a, b) => a - b)).toEqual(costs);
    const near = estimated(await estimate({ q: '80053', sort: 'distance', zip: '97204', radius: '5' }));
    const distances = near.providers.map((provider) => provider.distance ?? -1);
    expect(distances.every((miles) => miles >= 0 && miles <= 5)).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(near.providers[0]?.name).toBe('Bridgetown Laboratory');
    const named = estimated(await estimate({ q: '80053', provider: 'bridgetown' }));
    expect(named.providers.map((provider) => provider.name)).toEqual(['Bridgetown Laboratory']);
  });

  it('estimates dental services against the annual maximum', async () => {
    const { service, accumulators, providers } = estimated(await estimate({ q: 'D2740' }));
    expect(service).toMatchObject({ codeSystem: 'CDT', category: 'dental' });
    expect(accumulators.annualMaximum?.limit).toBe(150_000);
    expect(providers.length).toBeGreaterThan(0);
  });

  it('shows the partner brand’s dental-only member dental services only', async () => {
    const cleaning = await estimate({ q: 'cleaning' }, parker, 5);
    expect(cleaning.matches.map((service) => service.code)).toEqual(['D1110', 'D1120', 'D4341', 'D4910']);
    expect(estimated(cleaning).providers.length).toBeGreaterThan(0);
    for (const term of ['office visit', '99213', 'mri']) {
      const medical = await estimate({ q: term }, parker, 5);
      expect(medical.matches).toEqual([]);
      expect(medical.estimate).toBeNull();
    }
  });
});

describe('GET /api/cost-estimate: refusals (issue 38 §1)', () => {
  it('estimates for another member of the family, and refuses a suffix outside it', async () => {
    expect((await estimate({ q: '99213', suffix: '3' })).suffix).toBe(3);
    const outside = await authGet(t.app, estimateUrl({ q: '99213', suffix: '9' }), alex);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().code).toBe('NOT_FOUND');
  });

  it.each([
    [{ q: 'x' }, 'q', ESTIMATE_SEARCH_MESSAGES.term],
    [{ q: '99213', zip: '972' }, 'zip', ESTIMATE_SEARCH_MESSAGES.zip],
    [{ q: '99213', sort: 'distance' }, 'zip', ESTIMATE_SEARCH_MESSAGES.distanceNeedsZip],
    [{ q: '99213', radius: '7', zip: '97204' }, 'radius', ESTIMATE_SEARCH_MESSAGES.radius],
  ])('%j responds 400 with the field at fault', async (query, field, message) => {
    const response = await authGet(t.app, estimateUrl(query), alex);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([message]);
  });

  it('words a refusal in Spanish for a Spanish reader', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: estimateUrl({ q: '99213', sort: 'distance' }),
      headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${alex}`, 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.zip).toEqual(['Ingrese un código postal para ordenar por distancia.']);
  });
});

describe('GET /api/cost-estimate/pdf (issue 38 §1: the paper form)', () => {
  const pdfOf = async (query: Record<string, string>, language = 'en') => {
    const response = await t.app.inject({
      method: 'GET',
      url: estimateUrl(query, API_PATHS.costEstimatePdf),
      headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${alex}`, 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return (await extractPdf(response.rawPayload, { boxes: false })).text;
  };

  it('holds the service, the accumulators, each provider’s rate and estimate, and the notice', async () => {
    const page = estimated(await estimate({ q: '73721' }));
    const text = await pdfOf({ q: '73721' });
    const texts = ESTIMATE_TEXTS.en;
    expect(text).toContain(texts.title);
    expect(text).toContain('Alex Rivera');
    expect(text).toContain('MRI of a knee, without contrast (CPT 73721)');
    expect(text).toContain(`${texts.outOfNetworkAllowed}: ${formatUsd(88_000)}`);
    expect(text).toContain('Needs prior authorization');
    for (const provider of page.providers) {
      expect(text).toContain(provider.name);
      if (provider.negotiatedRate !== null) expect(text).toContain(formatUsd(provider.negotiatedRate));
      if (provider.estimate.kind === 'estimate')
        expect(text).toContain(`${texts.youPay}: ${formatUsd(provider.estimate.member.total)}`);
    }
    expect(text).toContain('balance billing');
    expect(text).toContain('1-555-010-1200');
  });

  it('is written in Spanish for a Spanish reader', async () => {
    const text = await pdfOf({ q: '99213' }, 'es');
    expect(text).toContain(ESTIMATE_TEXTS.es.title);
    expect(text).toContain('Consulta en el consultorio, paciente establecido, 20-29 minutos');
    expect(text).toContain('facturación de saldo');
  });

  it('lists at most 20 providers, and says how many there are', async () => {
    // Six more offices give a cholesterol test than the seeded directory has: 26 with the others.
    const extra = [1, 2, 3, 4, 5, 6].map((n) => `PRV9000${String(n).padStart(2, '0')}`);
    await t.database.db
      .insertInto('providers')
      .values(extra.map((id) => ({ provider_id: id, name: `Test Clinic ${id}`, is_primary_care: false })))
      .execute();
    const others = await t.database.db.selectFrom('providers').select('provider_id').execute();
    await t.database.db.deleteFrom('negotiated_rates').where('service_code', '=', '80061').execute();
    await t.database.db
      .insertInto('negotiated_rates')
      .values(others.map(({ provider_id }) => ({ provider_id, service_code: '80061', rate_cents: 3_500 })))
      .execute();
    expect(estimated(await estimate({ q: '80061' })).providers.length).toBe(others.length);
    expect(others.length).toBeGreaterThan(20);
    const text = await pdfOf({ q: '80061' });
    expect(text).toContain(ESTIMATE_TEXTS.en.providers(20, others.length));
    expect(text.match(/You pay \(estimate\):/g)).toHaveLength(20);
  });

  it('responds 404 when the search finds no service', async () => {
    const response = await authGet(t.app, estimateUrl({ q: 'zzzz' }, API_PATHS.costEstimatePdf), alex);
    expect(response.statusCode).toBe(404);
  });
});
