import {
  CLAIM_STATUS_LABELS,
  CLAIM_TEXTS,
  type DomainId,
  formatIsoDate,
  formatUsd,
  getBrand,
  getClaimCategoryLabel,
} from '@dash/domain';
import type { ClaimServiceLine, ClaimSummary } from '@dash/domain/api';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { toWinAnsi } from '../id-card/win-ansi';

export interface EobFacts {
  readonly domainId: DomainId;
  readonly subscriberId: string;
  readonly groupId: string;
  readonly groupName: string;
  readonly issuedDate: string;
  readonly claim: ClaimSummary;
  readonly serviceLines: readonly ClaimServiceLine[];
}

const PAGE = { width: 612, height: 792, margin: 48 } as const;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

/** Columns of the service table: x position, and whether the figure is right-aligned at x. */
const COLUMNS = [
  { title: CLAIM_TEXTS.code, x: PAGE.margin, right: false },
  { title: CLAIM_TEXTS.description, x: PAGE.margin + 70, right: false },
  { title: CLAIM_TEXTS.tooth, x: PAGE.margin + 250, right: false },
  { title: CLAIM_TEXTS.billed, x: PAGE.margin + 340, right: true },
  { title: CLAIM_TEXTS.allowed, x: PAGE.margin + 405, right: true },
  { title: CLAIM_TEXTS.planPaid, x: PAGE.margin + 470, right: true },
  { title: CLAIM_TEXTS.memberOwes, x: PAGE.margin + 516, right: true },
] as const;

interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

function fit(text: string, font: PDFFont, size: number, width: number): string {
  let out = toWinAnsi(text);
  while (out.length > 1 && font.widthOfTextAtSize(out, size) > width) out = `${out.slice(0, -2)}…`;
  return out;
}

function drawRow(page: PDFPage, cells: readonly string[], y: number, font: PDFFont, size = 9): void {
  cells.forEach((cell, index) => {
    const column = COLUMNS[index];
    if (!column) return;
    const next = COLUMNS[index + 1];
    const text = column.right
      ? toWinAnsi(cell)
      : fit(cell, font, size, (next?.x ?? PAGE.width) - column.x - 52);
    const x = column.right ? column.x - font.widthOfTextAtSize(text, size) + 48 : column.x;
    page.drawText(text, { x, y, size, font, color: INK });
  });
}

/**
 * An explanation of benefits as a PDF (the eobs call of document 2 §7, shown to subscribers, §6): the
 * brand, the member, the claim and each service line with what the plan paid and what the member
 * owes, in USD with 2 decimals (§9). Drawn with pdf-lib, as the ID card.
 */
export async function renderEob(facts: EobFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const brand = getBrand(facts.domainId);
  const { claim } = facts;
  const title = `${CLAIM_TEXTS.pdfTitle}: ${CLAIM_TEXTS.claimLink(claim.claimNumber)}`;
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setLanguage('en-US');
  pdf.setAuthor(brand.name);
  pdf.setSubject(`${claim.memberFirstName} ${claim.memberLastName}`);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const line = (
    text: string,
    options: { bold?: boolean; size?: number; gap?: number; muted?: boolean } = {},
  ) => {
    const size = options.size ?? 10;
    page.drawText(toWinAnsi(text), {
      x: PAGE.margin,
      y,
      size,
      font: options.bold ? fonts.bold : fonts.regular,
      color: options.muted ? MUTED : INK,
    });
    y -= options.gap ?? size + 6;
  };

  line(brand.name, { bold: true, size: 14 });
  line(CLAIM_TEXTS.pdfTitle, { bold: true, size: 18, gap: 22 });
  line(CLAIM_TEXTS.pdfNotABill, { muted: true, gap: 24 });
  const facts2: readonly [string, string][] = [
    [CLAIM_TEXTS.member, `${claim.memberFirstName} ${claim.memberLastName}`],
    ['Subscriber ID', facts.subscriberId],
    ['Group', `${facts.groupName} (${facts.groupId})`],
    [CLAIM_TEXTS.claimNumber, claim.claimNumber],
    [CLAIM_TEXTS.provider, claim.providerName],
    [CLAIM_TEXTS.category, getClaimCategoryLabel(claim.category)],
    [CLAIM_TEXTS.dateOfService, formatIsoDate(claim.serviceDate)],
    [CLAIM_TEXTS.status, CLAIM_STATUS_LABELS[claim.status]],
    [CLAIM_TEXTS.issued, formatIsoDate(facts.issuedDate)],
  ];
  for (const [label, value] of facts2) {
    page.drawText(toWinAnsi(`${label}:`), { x: PAGE.margin, y, size: 10, font: fonts.bold, color: INK });
    page.drawText(toWinAnsi(value), { x: PAGE.margin + 110, y, size: 10, font: fonts.regular, color: INK });
    y -= 16;
  }
  y -= 14;
  line(CLAIM_TEXTS.serviceLines, { bold: true, size: 12 });
  drawRow(
    page,
    COLUMNS.map((column) => column.title),
    y,
    fonts.bold,
  );
  y -= 6;
  page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.5 });
  y -= 14;
  for (const service of facts.serviceLines) {
    const tooth = [service.toothNumber, service.toothSurface].filter(Boolean).join(' ');
    drawRow(
      page,
      [
        service.code,
        service.description,
        tooth,
        formatUsd(service.billed),
        formatUsd(service.allowed),
        formatUsd(service.planPaid),
        formatUsd(service.memberOwes),
      ],
      y,
      fonts.regular,
    );
    y -= 16;
  }
  page.drawLine({
    start: { x: PAGE.margin, y: y + 10 },
    end: { x: PAGE.width - PAGE.margin, y: y + 10 },
    thickness: 0.5,
  });
  drawRow(
    page,
    [
      CLAIM_TEXTS.totals,
      '',
      '',
      formatUsd(claim.billed),
      formatUsd(claim.allowed),
      formatUsd(claim.planPaid),
      formatUsd(claim.memberResponsibility),
    ],
    y - 4,
    fonts.bold,
  );
  y -= 36;
  line(`${CLAIM_TEXTS.memberResponsibility}: ${formatUsd(claim.memberResponsibility)}`, {
    bold: true,
    size: 12,
  });
  return pdf.save();
}
