import { getClaimSumErrors } from '@dash/domain';
import { API_PATHS, ClaimDetail, ClaimPage, getApiPath } from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import type { Bundle, ExplanationOfBenefit } from '@medplum/fhirtypes';
import type { FastifyInstance } from 'fastify';
import { type Selectable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password';
import { seedSyntheticMembers } from '../src/db/seed/synthetic';
import type { ClaimServiceLinesTable } from '../src/db/tables/claims';
import { toLineFigures } from '../src/repositories/claim-line-figures';
import { readEobPdf, readFhirEob } from './helpers/claim-views';
import { extractPdf } from './helpers/pdf-text';
import { authGet, sessionToken, staffSessionToken, type TestDomain } from './helpers/sign-in';
import { connectApp, fhirGet } from './helpers/smart-client';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 36 §6: every line of every claim adds up (allowed + not covered = plan paid + member owes,
 * the member's share its deductible, copay, coinsurance and not-covered parts) and the lines add up
 * to the claim, in the database and in each view a member or an app reads: the claim page's response,
 * the EOB pdf and the FHIR ExplanationOfBenefit (item and total adjudication).
 */
async function checkViews(
  app: FastifyInstance,
  session: { token: string; domainId: TestDomain; fhir: boolean },
  claimNumbers: readonly string[] | null,
): Promise<{ failures: string[]; checked: { pages: number; pdfs: number; fhir: number } }> {
  const failures: string[] = [];
  const checked = { pages: 0, pdfs: 0, fhir: 0 };
  const { token, domainId } = session;
  const get = (url: string) => authGet(app, url, token, domainId);
  const numbers =
    claimNumbers ??
    ClaimPage.parse((await get(`${API_PATHS.claims}?size=50`)).json()).content.map((c) => c.claimNumber);
  const details = new Map<string, ClaimDetail>();
  for (const claimNumber of numbers) {
    const response = await get(getApiPath(API_PATHS.claimDetail, { claimNumber }));
    if (response.statusCode !== 200)
      throw new Error(`${claimNumber}: ${response.statusCode} ${response.body}`);
    const detail = ClaimDetail.parse(response.json());
    details.set(claimNumber, detail);
    const totals = { ...detail, memberOwes: detail.memberResponsibility };
    const lines = detail.serviceLines;
    if (lines.length === 0) failures.push(`${claimNumber} page: no service lines`);
    for (const error of getClaimSumErrors(totals, lines)) failures.push(`${claimNumber} page: ${error}`);
    checked.pages += 1;
    if (!detail.eob) continue;
    const pdf = await get(getApiPath(API_PATHS.eobPdf, { eobId: detail.eob.eobId }));
    const shown = readEobPdf(
      (await extractPdf(pdf.rawPayload, { boxes: false })).text,
      lines.map((line) => line.code),
    );
    for (const error of getClaimSumErrors(shown.totals, shown.lines))
      failures.push(`${claimNumber} pdf: ${error}`);
    const asOnPage = lines.map(
      ({ billed, allowed, planPaid, memberOwes, deductible, copay, coinsurance, notCovered }) => ({
        billed,
        allowed,
        planPaid,
        memberOwes,
        deductible,
        copay,
        coinsurance,
        notCovered,
      }),
    );
    if (JSON.stringify(shown.lines) !== JSON.stringify(asOnPage))
      failures.push(`${claimNumber} pdf: lines differ from the page`);
    checked.pdfs += 1;
  }
  if (!session.fhir) return { failures, checked };
  const { access_token: accessToken } = await connectApp(app, token);
  let url: string | undefined = '/fhir/r4/ExplanationOfBenefit?use=claim&_count=50';
  while (url) {
    const bundle = (await fhirGet(app, url.replace('http://localhost', ''), accessToken)).json() as Bundle;
    for (const entry of bundle.entry ?? []) {
      const eob = entry.resource as ExplanationOfBenefit;
      const shown = readFhirEob(eob);
      for (const error of getClaimSumErrors(shown.totals, shown.lines))
        failures.push(`${eob.id} FHIR: ${error}`);
      for (const part of ['deductible', 'copay', 'coinsurance', 'notCovered'] as const) {
        const sum = shown.lines.reduce((total, line) => total + line[part], 0);
        if (sum !== shown.shareTotals[part]) failures.push(`${eob.id} FHIR: total ${part} is not its items'`);
      }
      const detail = details.get(eob.id ?? '');
      if (detail && shown.totals.memberOwes !== detail.memberResponsibility) {
        failures.push(`${eob.id} FHIR: member liability differs from the page`);
      }
      checked.fhir += 1;
    }
    url = bundle.link?.find((link) => link.relation === 'next')?.url;
  }
  return { failures, checked };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('every seeded claim adds up (issue 36 §6)', () => {
  it('in the database: each line, and the lines to their claim', async () => {
    const { rows } = await sql<{
      claim_number: string;
      billed_cents: number;
      allowed_cents: number;
      paid_cents: number;
      member_responsibility_cents: number;
      // Every column of each line, as json_agg writes the row.
      lines: Selectable<ClaimServiceLinesTable>[];
    }>`select c.claim_number, c.billed_cents, c.allowed_cents, c.paid_cents, c.member_responsibility_cents,
        coalesce((select json_agg(l order by l.line_number) from claim_service_lines l
          where l.claim_number = c.claim_number), '[]') as lines
      from claims c order by c.claim_number`.execute(t.database.db);
    expect(rows.length).toBeGreaterThan(150);
    const failures = rows.flatMap((claim) => {
      const lines = (
        typeof claim.lines === 'string' ? JSON.parse(claim.lines) : claim.lines
      ) as typeof claim.lines;
      if (lines.length === 0) return [`${claim.claim_number}: no lines`];
      return getClaimSumErrors(
        {
          billed: claim.billed_cents,
          allowed: claim.allowed_cents,
          planPaid: claim.paid_cents,
          memberOwes: claim.member_responsibility_cents,
        },
        // The figures as every view reads them from a stored line (claim page, EOB, FHIR).
        lines.map(toLineFigures),
      ).map((error) => `${claim.claim_number}: ${error}`);
    });
    expect(failures).toEqual([]);
  });

  it('for every subscriber who can sign in: the claim page, the EOB pdf and FHIR', {
    timeout: 300_000,
  }, async () => {
    const { rows } = await sql<{
      username: string;
      domain_id: TestDomain;
      subscriber_id: string;
      claims: string[];
    }>`select a.username, a.domain_id, f.subscriber_id, array_agg(c.claim_number order by c.claim_number) as claims
      from claims c
      join families f on f.family_key = c.family_key
      join members m on m.family_key = c.family_key and m.member_suffix = 0
      join accounts a on a.account_id = m.account_id
      -- A member of two families (sam) signs in to one of them; the database check covers both.
      where not exists (select 1 from members o where o.account_id = m.account_id and o.family_key <> m.family_key)
      group by a.username, a.domain_id, f.subscriber_id order by a.domain_id, a.username`.execute(
      t.database.db,
    );
    expect(rows.map((row) => row.username)).toEqual(expect.arrayContaining(['alex', 'margaret', 'parker']));
    const totals = { pages: 0, pdfs: 0, fhir: 0 };
    const failures: string[] = [];
    const viaStaff: string[] = [];
    for (const row of rows) {
      // A persona seeded locked or before first sign-in is read through staff's login-as (no FHIR app).
      const session = await sessionToken(t.app, row.username, row.domain_id).then(
        (token) => ({ token, domainId: row.domain_id, fhir: row.domain_id === 1 }),
        async () => {
          viaStaff.push(row.username);
          return {
            token: await staffSessionToken(t.app, row.subscriber_id),
            domainId: 1 as const,
            fhir: false,
          };
        },
      );
      const result = await checkViews(t.app, session, row.claims);
      failures.push(...result.failures);
      totals.pages += result.checked.pages;
      totals.pdfs += result.checked.pdfs;
      totals.fhir += result.checked.fhir;
    }
    expect(failures).toEqual([]);
    expect(viaStaff.length).toBeLessThan(6);
    expect(viaStaff).not.toContain('alex');
    expect(totals.pages).toBeGreaterThan(150);
    expect(totals.pdfs).toBeGreaterThan(100);
    expect(totals.fhir).toBeGreaterThan(50);
  });
});

describe.runIf(process.env.TEST_DATABASE === 'postgres')(
  'a sample of synthetic members (npm run seed -- --members N)',
  () => {
    it('adds up on the claim page, the EOB pdf and FHIR', { timeout: 300_000 }, async () => {
      await seedSyntheticMembers(t.database.db, {
        count: 40,
        today: new Date(),
        passwordHash: await hashPassword(PERSONA_PASSWORD),
      });
      const failures: string[] = [];
      let pdfs = 0;
      // Members 1, 5, 9 … are their families' subscribers: each reads the family's claims.
      for (let member = 1; member <= 40; member += 8) {
        const username = `synthetic${String(member).padStart(6, '0')}`;
        const token = await sessionToken(t.app, username);
        const result = await checkViews(t.app, { token, domainId: 1, fhir: member === 1 }, null);
        failures.push(...result.failures);
        pdfs += result.checked.pdfs;
      }
      expect(failures).toEqual([]);
      expect(pdfs).toBeGreaterThan(10);
    });
  },
);
