import {
  type DomainId,
  ESTIMATE_TEXTS,
  type EstimateTexts,
  formatIsoDate,
  formatUsd,
  getBrand,
  type Locale,
} from '@dash/domain';
import type { CostEstimateResponse, MemberAccumulator, ProviderEstimate } from '@dash/domain/api';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { createTextFlow, MUTED, type TextFlow } from '../pdf/text-flow';

export interface EstimateFacts {
  readonly domainId: DomainId;
  readonly locale: Locale;
  readonly memberName: string;
  readonly preparedDate: string;
  readonly estimate: NonNullable<CostEstimateResponse['estimate']>;
  /** Every provider found; the PDF lists the first ESTIMATE_PDF_PROVIDER_LIMIT. */
  readonly totalProviders: number;
}

interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

function labelled(flow: TextFlow, label: string, value: string, fonts: Fonts, indent = 0) {
  flow.row(
    [
      { text: `${label}:`, x: indent, width: 190 - indent, font: fonts.bold, size: 10 },
      { text: value, x: 196, width: 320, font: fonts.regular, size: 10 },
    ],
    3,
  );
}

function accumulatorLine(
  accumulator: MemberAccumulator,
  texts: EstimateTexts,
  locale: Locale,
): string | null {
  if (accumulator === null) return null;
  const money = (cents: number) => formatUsd(cents, locale);
  return texts.metOf(money(accumulator.met), money(accumulator.limit), money(accumulator.remaining));
}

function accumulatorsSection(flow: TextFlow, facts: EstimateFacts, texts: EstimateTexts, fonts: Fonts) {
  const { accumulators } = facts.estimate;
  const rows: [string, MemberAccumulator][] = [
    [`${texts.deductible}, ${texts.individual}`, accumulators.individualDeductible],
    [`${texts.deductible}, ${texts.family}`, accumulators.familyDeductible],
    [`${texts.outOfPocket}, ${texts.individual}`, accumulators.individualOutOfPocket],
    [`${texts.outOfPocket}, ${texts.family}`, accumulators.familyOutOfPocket],
    [texts.annualMaximum, accumulators.annualMaximum],
  ];
  flow.paragraph(texts.accumulators, { font: fonts.bold, size: 12, gapAfter: 6 });
  for (const [label, accumulator] of rows) {
    const line = accumulatorLine(accumulator, texts, facts.locale);
    if (line !== null) labelled(flow, label, line, fonts);
  }
}

function providerSection(flow: TextFlow, provider: ProviderEstimate, facts: EstimateFacts, fonts: Fonts) {
  const texts = ESTIMATE_TEXTS[facts.locale];
  const money = (cents: number) => formatUsd(cents, facts.locale);
  const phone = getBrand(facts.domainId).customerServicePhone;
  flow.paragraph(provider.name, { font: fonts.bold, size: 11, gapAfter: 2 });
  const where = [
    provider.address,
    provider.phoneNumber,
    provider.distance === null ? null : `${provider.distance} mi`,
  ];
  flow.paragraph(where.filter(Boolean).join(' · '), {
    font: fonts.regular,
    size: 9,
    color: MUTED,
    gapAfter: 4,
  });
  if (provider.negotiatedRate !== null)
    labelled(flow, texts.negotiatedRate, money(provider.negotiatedRate), fonts, 12);
  const { estimate } = provider;
  if (estimate.kind === 'notCovered')
    flow.paragraph(texts.notCovered, { font: fonts.bold, size: 10, indent: 12 });
  if (estimate.kind === 'noEstimate')
    flow.paragraph(texts.noEstimate(phone), { font: fonts.bold, size: 10, indent: 12 });
  if (estimate.kind === 'estimate') {
    labelled(flow, texts.youPay, money(estimate.member.total), fonts, 12);
    const shares = (['deductible', 'copay', 'coinsurance', 'aboveMaximum'] as const)
      .filter((kind) => estimate.member[kind] > 0)
      .map((kind) => `${texts.shares[kind]} ${money(estimate.member[kind])}`);
    if (shares.length > 0)
      flow.paragraph(shares.join('; '), { font: fonts.regular, size: 9, color: MUTED, indent: 24 });
    labelled(flow, texts.planPays, money(estimate.planPays), fonts, 12);
  }
  flow.space(8);
}

/**
 * The member's cost estimate as a PDF (issue 38 §1, the rule's "paper form"): the service, the
 * member's accumulators, the out-of-network allowed amount, what the service includes and needs first,
 * and for each in-network provider (at most 20) the negotiated rate and the member's estimate, then the
 * plain-language notice. Drawn with pdf-lib as the EOB; every text wraps inside the margins.
 */
export async function renderEstimate(facts: EstimateFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const brand = getBrand(facts.domainId);
  const texts = ESTIMATE_TEXTS[facts.locale];
  const { estimate, locale } = facts;
  const serviceName = `${estimate.service.name[locale]} (${estimate.service.codeSystem} ${estimate.service.code})`;
  pdf.setTitle(`${texts.title}: ${serviceName}`, { showInWindowTitleBar: true });
  pdf.setLanguage(locale === 'es' ? 'es-US' : 'en-US');
  pdf.setAuthor(brand.name);
  pdf.setSubject(facts.memberName);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const flow = createTextFlow(pdf);
  flow.paragraph(brand.name, { font: fonts.bold, size: 14, gapAfter: 6 });
  flow.paragraph(texts.title, { font: fonts.bold, size: 18, gapAfter: 10 });
  labelled(flow, texts.member, facts.memberName, fonts);
  labelled(flow, texts.service, serviceName, fonts);
  labelled(flow, texts.prepared, formatIsoDate(facts.preparedDate, locale), fonts);
  labelled(
    flow,
    texts.outOfNetworkAllowed,
    estimate.outOfNetworkAllowed === null
      ? texts.noOutOfNetwork
      : formatUsd(estimate.outOfNetworkAllowed, locale),
    fonts,
  );
  if (estimate.service.bundledItems.length > 0) {
    labelled(
      flow,
      texts.includes,
      estimate.service.bundledItems.map((item) => item[locale]).join('; '),
      fonts,
    );
  }
  if (estimate.service.prerequisite !== null) {
    flow.paragraph(texts.prerequisites[estimate.service.prerequisite], { font: fonts.bold, size: 10 });
  }
  flow.space(10);
  accumulatorsSection(flow, facts, texts, fonts);
  flow.space(10);
  flow.paragraph(texts.providers(estimate.providers.length, facts.totalProviders), {
    font: fonts.bold,
    size: 12,
    gapAfter: 6,
  });
  flow.rule();
  if (estimate.providers.length === 0) flow.paragraph(texts.noProviders, { font: fonts.regular, size: 10 });
  for (const provider of estimate.providers) providerSection(flow, provider, facts, fonts);
  flow.rule();
  flow.space(6);
  flow.paragraph(texts.noticeTitle, { font: fonts.bold, size: 12, gapAfter: 6 });
  for (const paragraph of texts.notice)
    flow.paragraph(paragraph, { font: fonts.regular, size: 10, gapAfter: 6 });
  flow.paragraph(texts.ask(brand.customerServicePhone), { font: fonts.bold, size: 10 });
  return pdf.save();
}
