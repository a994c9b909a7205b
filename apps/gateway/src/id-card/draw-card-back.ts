import type { IdCard } from '@dash/domain';
import { ID_CARD_TEXTS } from '@dash/domain';
import type { PDFPage } from 'pdf-lib';
import { toWinAnsi } from '../pdf/win-ansi';
import { wrapText } from '../pdf/wrap-text';
import { CARD, hexColour, INK, MUTED } from './card-geometry';
import type { CardFonts } from './draw-card-front';

const BACK = { bandHeight: 6, headingSize: 6.5, textSize: 7, lineHeight: 9, noticeHeight: 22, phoneX: 110 };

/**
 * The card's back: where paper claims go and whom to call (the contact page's numbers), then the
 * notice, on a strip of the brand's tint.
 */
export function drawCardBack(page: PDFPage, card: IdCard, fonts: CardFonts) {
  const primary = hexColour(card.brand.primary);
  const width = CARD.width - 2 * CARD.margin;
  const fit = (text: string, size: number, font = fonts.regular) =>
    wrapText(toWinAnsi(text), (line) => font.widthOfTextAtSize(line, size), width, 1)[0] ?? '';
  page.drawRectangle({
    x: 0,
    y: CARD.height - BACK.bandHeight,
    width: CARD.width,
    height: BACK.bandHeight,
    color: primary,
  });

  let y = CARD.height - BACK.bandHeight - 11;
  const heading = (text: string) => {
    page.drawText(fit(text, BACK.headingSize, fonts.bold), {
      x: CARD.margin,
      y,
      size: BACK.headingSize,
      font: fonts.bold,
      color: primary,
    });
    y -= BACK.lineHeight;
  };

  heading(ID_CARD_TEXTS.claimsAddress);
  for (const line of card.back.claimsAddress) {
    page.drawText(fit(line, BACK.textSize), {
      x: CARD.margin,
      y,
      size: BACK.textSize,
      font: fonts.regular,
      color: INK,
    });
    y -= BACK.lineHeight;
  }
  y -= 3;
  heading(ID_CARD_TEXTS.phones);
  for (const [label, phone] of card.back.phones) {
    page.drawText(toWinAnsi(label), {
      x: CARD.margin,
      y,
      size: BACK.textSize,
      font: fonts.regular,
      color: MUTED,
    });
    page.drawText(toWinAnsi(phone), { x: BACK.phoneX, y, size: BACK.textSize, font: fonts.bold, color: INK });
    y -= BACK.lineHeight;
  }

  page.drawRectangle({
    x: 0,
    y: 0,
    width: CARD.width,
    height: BACK.noticeHeight,
    color: hexColour(card.brand.accentSurface),
  });
  const notice = wrapText(
    toWinAnsi(card.back.notice),
    (line) => fonts.regular.widthOfTextAtSize(line, 6),
    width,
    2,
  );
  notice.forEach((line, index) => {
    page.drawText(line, { x: CARD.margin, y: 13 - index * 7.5, size: 6, font: fonts.regular, color: INK });
  });
}
