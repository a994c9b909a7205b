import { getIdCardFaces, type IdCardFacts } from '@dash/domain';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { toWinAnsi } from './win-ansi';

// A wallet card, 3.375 × 2.125 inches, in PDF points, one page per covered category.
const CARD = { width: 243, height: 153, margin: 12 } as const;
const INK = rgb(0.12, 0.14, 0.16);
const BAND = rgb(0.11, 0.37, 0.23);

/** The member's ID card as a PDF (document 2 §7 GET idCard/view): one card face per covered category. */
export async function renderIdCard(facts: IdCardFacts, title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(facts.brandName);
  // The metadata is Unicode; only the drawn text is limited to the standard fonts' encoding.
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const face of getIdCardFaces(facts)) {
    const page = pdf.addPage([CARD.width, CARD.height]);
    page.drawRectangle({ x: 0, y: CARD.height - 28, width: CARD.width, height: 28, color: BAND });
    page.drawText(toWinAnsi(face.heading), {
      x: CARD.margin,
      y: CARD.height - 19,
      size: 9,
      font: bold,
      color: rgb(1, 1, 1),
    });
    face.rows.forEach(([label, value], index) => {
      const y = CARD.height - 46 - index * 17;
      page.drawText(toWinAnsi(label), { x: CARD.margin, y, size: 6.5, font: regular, color: INK });
      page.drawText(toWinAnsi(value), {
        x: CARD.margin + 68,
        y,
        size: 8,
        font: bold,
        color: INK,
        maxWidth: 150,
      });
    });
  }
  return pdf.save();
}
