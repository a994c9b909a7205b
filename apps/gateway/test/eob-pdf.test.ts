import { EOB_TEXTS, formatIsoDate, formatUsd, getRemarkText } from '@dash/domain';
import { API_PATHS, ClaimDetail, EobPage, getApiPath } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdf } from './helpers/pdf-text';
import { authGet, HOST_BY_DOMAIN, sessionToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = await sessionToken(t.app, 'alex');
});
afterAll(() => t?.close());

const detailOf = async (claimNumber: string) => {
  const response = await authGet(t.app, getApiPath(API_PATHS.claimDetail, { claimNumber }), token);
  expect(response.statusCode, response.body).toBe(200);
  return ClaimDetail.parse(response.json());
};
const pdfOf = async (eobId: string, language = 'en') => {
  const response = await t.app.inject({
    method: 'GET',
    url: getApiPath(API_PATHS.eobPdf, { eobId }),
    headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${token}`, 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return extractPdf(response.rawPayload);
};

/**
 * The margins of render-eob's Letter page: every word is drawn inside them, give or take the 2 points
 * by which pdftotext's word boxes may exceed the font's advance widths (bold "owe" ends at 565.0).
 */
const MARGIN = 48 - 2;

describe('the EOB pdf wraps text instead of cutting it (issue 36 §7)', () => {
  it('shows every code, description and amount of each of alex’s EOBs whole, inside the margins', {
    timeout: 120_000,
  }, async () => {
    const eobs = EobPage.parse((await authGet(t.app, `${API_PATHS.eobs}?size=50`, token)).json()).content;
    expect(eobs.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const eob of eobs) {
      const claim = await detailOf(eob.claimNumber);
      const { text, words } = await pdfOf(eob.eobId);
      const expected = [
        claim.claimNumber,
        claim.providerName,
        ...claim.serviceLines.flatMap((line) => [
          line.code,
          line.description,
          ...[line.billed, line.allowed, line.planPaid, line.memberOwes].map((cents) => formatUsd(cents)),
        ]),
        `Totals ${[claim.billed, claim.allowed, claim.planPaid, claim.memberResponsibility].map((c) => formatUsd(c)).join(' ')}`,
      ];
      for (const whole of expected)
        if (!text.includes(whole)) problems.push(`${eob.eobId}: "${whole}" not whole`);
      if (text.includes('…')) problems.push(`${eob.eobId}: a text is cut with an ellipsis`);
      for (const word of words) {
        const inside =
          word.xMin >= MARGIN &&
          word.xMax <= word.pageWidth - MARGIN &&
          word.yMin >= MARGIN &&
          word.yMax <= word.pageHeight - MARGIN;
        if (!inside)
          problems.push(
            `${eob.eobId}: "${word.text}" at ${word.xMin}–${word.xMax}, ${word.yMin}–${word.yMax}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it('the header row keeps its labels whole, the pharmacy code too', async () => {
    const { text } = await pdfOf('EOB-C-ALEX-0044');
    expect(text).toContain('Code Description Tooth Billed Allowed Plan paid You owe');
    expect(text).toContain('00781-5071-01');
  });
});

describe('a denied claim says why and what to do next (issue 36 §7)', () => {
  it('C-ALEX-0046: every line denied with a reason code, the provision, appeal by 180 days, member services', async () => {
    const claim = await detailOf('C-ALEX-0046');
    expect(claim.status).toBe('denied');
    expect(claim.serviceLines.map((line) => line.remarkCodes)).toEqual([['119'], ['119']]);
    for (const line of claim.serviceLines) {
      expect(line).toMatchObject({
        allowed: 0,
        planPaid: 0,
        notCovered: line.billed,
        memberOwes: line.billed,
      });
    }
    const noticeDate = claim.eob?.issuedDate ?? '';
    expect(claim.notice).toEqual({
      adverse: true,
      noticeDate,
      appealBy: new Date(Date.parse(`${noticeDate}T00:00:00Z`) + 180 * 86_400_000).toISOString().slice(0, 10),
      memberServicesPhone: '1-555-010-1300',
      appealsAddress: [
        'Evergreen Health & Dental',
        'Attn: Appeals',
        'PO Box 5550',
        'Portland, OR 97208-5550',
      ],
    });

    const { text } = await pdfOf('EOB-C-ALEX-0046');
    const remark = getRemarkText('119', 'en');
    for (const whole of [
      `Reason 119: ${remark.reason}`,
      `Plan provision: ${remark.provision}`,
      `Not covered ${formatUsd(claim.serviceLines[0]?.billed ?? 0)}`,
      'Your right to appeal',
      `We must receive your appeal by ${formatIsoDate(claim.notice?.appealBy ?? '')} (180 days from the date of this notice).`,
      'Attn: Appeals',
      'Questions? Call member services at 1-555-010-1300 (TTY 711).',
    ]) {
      expect(text).toContain(whole);
    }
  });

  it('in Spanish when the member reads in Spanish', async () => {
    const claim = await detailOf('C-ALEX-0046');
    const { text } = await pdfOf('EOB-C-ALEX-0046', 'es');
    const remark = getRemarkText('119', 'es');
    expect(text).toContain(`Motivo 119: ${remark.reason}`);
    expect(text).toContain(`Disposición del plan: ${remark.provision}`);
    expect(text).toContain(EOB_TEXTS.es.appealTitle);
    expect(text).toContain(formatIsoDate(claim.notice?.appealBy ?? '', 'es'));
    expect(text).toContain('Explicación de Beneficios');
  });

  it('C-ALEX-0045, partly paid: the denied line has its reason, the others how the share arose', async () => {
    const claim = await detailOf('C-ALEX-0045');
    expect(claim.status).toBe('paid');
    expect(claim.notice?.adverse).toBe(true);
    expect(claim.serviceLines.map((line) => line.remarkCodes)).toEqual([['3'], ['1', '2'], ['96']]);
    const { text } = await pdfOf('EOB-C-ALEX-0045');
    expect(text).toContain(`Reason 96: ${getRemarkText('96', 'en').reason}`);
    expect(text).toContain(`You owe: Copay ${formatUsd(claim.serviceLines[0]?.copay ?? 0)}`);
    expect(text).toContain('Your right to appeal');
  });

  it('a claim paid in full has no appeal section, and still says whom to call', async () => {
    const claim = await detailOf('C-ALEX-0037');
    expect(claim.notice?.adverse).toBe(false);
    const { text } = await pdfOf('EOB-C-ALEX-0037');
    expect(text).not.toContain('Your right to appeal');
    expect(text).toContain('Questions? Call member services at 1-555-010-1200 (TTY 711).');
  });
});
