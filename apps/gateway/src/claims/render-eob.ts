import {
  APPEAL_DAYS,
  type DomainId,
  EOB_TEXTS,
  type EobTexts,
  formatIsoDate,
  formatUsd,
  getBrand,
  getRemarkText,
  type Locale,
  MEMBER_SHARE_KINDS,
} from '@dash/domain';
import type { ClaimNotice, ClaimServiceLine, ClaimSummary } from '@dash/domain/api';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { type Cell, createTextFlow, MUTED, type TextFlow } from '../pdf/text-flow';

export interface EobFacts {
  readonly domainId: DomainId;
  readonly locale: Locale;
  readonly subscriberId: string;
  readonly groupId: string;
  readonly groupName: string;
  readonly issuedDate: string;
  readonly claim: ClaimSummary;
  readonly serviceLines: readonly ClaimServiceLine[];
  readonly notice: ClaimNotice | null;
}

interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

type Column = 'code' | 'description' | 'tooth' | 'billed' | 'allowed' | 'planPaid' | 'memberOwes';

/**
 * The service table's columns, in points from the left margin: together 516, the content width of a
 * Letter page with 48-point margins, with a gutter between columns. The widest seeded code (an NDC)
 * and a five-figure amount fit their columns; longer texts wrap.
 */
export const EOB_COLUMNS: Readonly<Record<Column, { x: number; width: number; alignRight?: true }>> = {
  code: { x: 0, width: 72 },
  description: { x: 78, width: 150 },
  tooth: { x: 234, width: 38 },
  billed: { x: 276, width: 56, alignRight: true },
  allowed: { x: 336, width: 56, alignRight: true },
  planPaid: { x: 396, width: 56, alignRight: true },
  memberOwes: { x: 456, width: 60, alignRight: true },
};

const TABLE_SIZE = 9;
const NOTE_SIZE = 8;

function tableRow(flow: TextFlow, texts: Readonly<Record<Column, string>>, font: PDFFont): void {
  const cells: Cell[] = (Object.keys(EOB_COLUMNS) as Column[])
    .filter((column) => texts[column] !== '')
    .map((column) => ({ ...EOB_COLUMNS[column], text: texts[column], font, size: TABLE_SIZE }));
  flow.row(cells, 3);
}

/** Under a line: how the member's share arose, and each code's reason and, for a denial, provision. */
function lineNotes(flow: TextFlow, line: ClaimServiceLine, texts: EobTexts, fonts: Fonts, locale: Locale) {
  const note = { font: fonts.regular, size: NOTE_SIZE, color: MUTED, indent: EOB_COLUMNS.description.x };
  const shares = MEMBER_SHARE_KINDS.filter((kind) => line[kind] > 0).map(
    (kind) => `${texts.shares[kind]} ${formatUsd(line[kind], locale)}`,
  );
  if (shares.length > 0)
    flow.paragraph(`${texts.memberOwes}: ${shares.join('; ')}`, { ...note, gapAfter: 2 });
  for (const code of line.remarkCodes) {
    const remark = getRemarkText(code, locale);
    flow.paragraph(`${texts.reason(code)}: ${remark.reason}`, { ...note, gapAfter: 2 });
    if ('provision' in remark && remark.provision) {
      flow.paragraph(`${texts.provision}: ${remark.provision}`, { ...note, gapAfter: 2 });
    }
  }
  flow.space(4);
}

function facts(flow: TextFlow, rows: readonly [string, string][], fonts: Fonts) {
  for (const [label, value] of rows) {
    flow.row(
      [
        { text: `${label}:`, x: 0, width: 126, font: fonts.bold, size: 10 },
        { text: value, x: 130, width: 386, font: fonts.regular, size: 10 },
      ],
      3,
    );
  }
}

function noticeSection(flow: TextFlow, facts: EobFacts, texts: EobTexts, fonts: Fonts) {
  const { notice, locale } = facts;
  if (!notice) return;
  flow.space(10);
  if (notice.adverse) {
    flow.paragraph(texts.appealTitle, { font: fonts.bold, size: 12, gapAfter: 6 });
    flow.paragraph(texts.appeal(formatIsoDate(notice.appealBy, locale), APPEAL_DAYS[facts.domainId]), {
      font: fonts.regular,
      size: 10,
    });
    flow.paragraph(texts.appealHow, { font: fonts.regular, size: 10 });
    for (const line of notice.appealsAddress)
      flow.paragraph(line, { font: fonts.regular, size: 10, gapAfter: 1 });
    flow.space(6);
  }
  flow.paragraph(texts.questions(notice.memberServicesPhone), { font: fonts.bold, size: 10 });
}

/**
 * An explanation of benefits as a PDF (the eobs call of document 2 §7, shown to subscribers, §6): the
 * brand, the member, the claim and each service line with what the plan paid and what the member owes
 * and why (issue 36 §7), in USD with 2 decimals (§9), in the language of the request. Drawn with
 * pdf-lib, as the ID card; every text wraps inside the margins.
 */
export async function renderEob(eob: EobFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const brand = getBrand(eob.domainId);
  const texts = EOB_TEXTS[eob.locale];
  const { claim, locale } = eob;
  pdf.setTitle(`${texts.title}: ${texts.claimNumber} ${claim.claimNumber}`, { showInWindowTitleBar: true });
  pdf.setLanguage(locale === 'es' ? 'es-US' : 'en-US');
  pdf.setAuthor(brand.name);
  pdf.setSubject(`${claim.memberFirstName} ${claim.memberLastName}`);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const flow = createTextFlow(pdf);
  flow.paragraph(brand.name, { font: fonts.bold, size: 14, gapAfter: 6 });
  flow.paragraph(texts.title, { font: fonts.bold, size: 18, gapAfter: 6 });
  flow.paragraph(texts.notABill, { font: fonts.regular, size: 10, color: MUTED, gapAfter: 14 });
  facts(
    flow,
    [
      [texts.member, `${claim.memberFirstName} ${claim.memberLastName}`],
      [texts.subscriberId, eob.subscriberId],
      [texts.group, `${eob.groupName} (${eob.groupId})`],
      [texts.claimNumber, claim.claimNumber],
      [texts.provider, claim.providerName],
      [texts.category, texts.categories[claim.category]],
      [texts.dateOfService, formatIsoDate(claim.serviceDate, locale)],
      [texts.status, texts.statuses[claim.status]],
      [texts.issued, formatIsoDate(eob.issuedDate, locale)],
    ],
    fonts,
  );
  flow.space(12);
  flow.paragraph(texts.serviceLines, { font: fonts.bold, size: 12, gapAfter: 6 });
  tableRow(flow, { ...texts, code: texts.code }, fonts.bold);
  flow.rule();
  for (const line of eob.serviceLines) {
    const money = (cents: number) => formatUsd(cents, locale);
    tableRow(
      flow,
      {
        code: line.code,
        description: line.description,
        tooth: [line.toothNumber, line.toothSurface].filter(Boolean).join(' '),
        billed: money(line.billed),
        allowed: money(line.allowed),
        planPaid: money(line.planPaid),
        memberOwes: money(line.memberOwes),
      },
      fonts.regular,
    );
    lineNotes(flow, line, texts, fonts, locale);
  }
  flow.rule();
  tableRow(
    flow,
    {
      code: texts.totals,
      description: '',
      tooth: '',
      billed: formatUsd(claim.billed, locale),
      allowed: formatUsd(claim.allowed, locale),
      planPaid: formatUsd(claim.planPaid, locale),
      memberOwes: formatUsd(claim.memberResponsibility, locale),
    },
    fonts.bold,
  );
  flow.space(10);
  flow.paragraph(`${texts.memberOwes}: ${formatUsd(claim.memberResponsibility, locale)}`, {
    font: fonts.bold,
    size: 12,
  });
  noticeSection(flow, eob, texts, fonts);
  return pdf.save();
}
