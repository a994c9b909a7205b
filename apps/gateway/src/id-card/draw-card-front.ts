import type { IdCard } from '@dash/domain';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { toWinAnsi } from '../pdf/win-ansi';
import { wrapText } from '../pdf/wrap-text';
import { CARD, hexColour, INK, MUTED } from './card-geometry';
import { drawLogo } from './draw-logo';

export interface CardFonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

/** The front's measures: a brand band, then label and value columns. */
export const FRONT = {
  bandHeight: 32,
  logoSize: 24,
  labelSize: 6,
  valueSize: 7.5,
  lineHeight: 9.5,
  valueX: 62,
  /** Long values (a plan name, a group name) take at most two lines. */
  maxLines: 2,
} as const;

/** How wide a value may be drawn: from its column to the right margin. */
export const FRONT_VALUE_WIDTH = CARD.width - FRONT.valueX - CARD.margin;

/** The lines of each row's value, wrapped to the value column (document 2 §2 ID card; issue 9). */
export function layoutFrontRows(card: IdCard, fonts: CardFonts) {
  const measure = (text: string) => fonts.bold.widthOfTextAtSize(text, FRONT.valueSize);
  return card.front.rows.map(([label, value]) => ({
    label: toWinAnsi(label),
    lines: wrapText(toWinAnsi(value), measure, FRONT_VALUE_WIDTH, FRONT.maxLines),
  }));
}

/** The card's front: the brand's band with logo, name and category; then the member's rows. */
export function drawCardFront(page: PDFPage, card: IdCard, fonts: CardFonts) {
  const primary = hexColour(card.brand.primary);
  const onPrimary = hexColour(card.brand.onPrimary);
  const bandBottom = CARD.height - FRONT.bandHeight;
  page.drawRectangle({ x: 0, y: bandBottom, width: CARD.width, height: FRONT.bandHeight, color: primary });
  drawLogo(page, card.brand.logo, CARD.margin - 2, CARD.height - 4, FRONT.logoSize);
  const textX = CARD.margin + FRONT.logoSize + 4;
  page.drawText(toWinAnsi(card.brandName), {
    x: textX,
    y: CARD.height - 14,
    size: 8.5,
    font: fonts.bold,
    color: onPrimary,
  });
  page.drawText(toWinAnsi(card.front.title), {
    x: textX,
    y: CARD.height - 25,
    size: 7,
    font: fonts.regular,
    color: onPrimary,
  });

  let y = bandBottom - 12;
  for (const row of layoutFrontRows(card, fonts)) {
    page.drawText(row.label, { x: CARD.margin, y, size: FRONT.labelSize, font: fonts.regular, color: MUTED });
    for (const line of row.lines) {
      page.drawText(line, { x: FRONT.valueX, y, size: FRONT.valueSize, font: fonts.bold, color: INK });
      y -= FRONT.lineHeight;
    }
    if (row.lines.length === 0) y -= FRONT.lineHeight;
  }
  // A rule in the brand colour closes the card, as on the back.
  page.drawRectangle({ x: 0, y: 0, width: CARD.width, height: 3, color: primary });
}
