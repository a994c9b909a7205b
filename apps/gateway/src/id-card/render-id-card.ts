import { getIdCards, ID_CARD_TEXTS, type IdCardFacts } from '@dash/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { CARD } from './card-geometry';
import { drawCardBack } from './draw-card-back';
import { drawCardFront } from './draw-card-front';

/**
 * The member's ID card as a PDF (document 2 §7 GET idCard/view): for each covered category a wallet
 * card (CR80) in the brand's colours, its front page then its back page. The title and language are
 * set, and shown as the window title, so a reader announces the document rightly.
 */
export async function renderIdCard(facts: IdCardFacts, title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const cards = getIdCards(facts);
  // The metadata is Unicode; only the drawn text is limited to the standard fonts' encoding.
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setLanguage(ID_CARD_TEXTS.language);
  pdf.setSubject(`${title}: ${cards.map((card) => card.category).join(', ')}`);
  if (cards[0]) pdf.setAuthor(cards[0].brandName);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  for (const card of cards) {
    drawCardFront(pdf.addPage([CARD.width, CARD.height]), card, fonts);
    drawCardBack(pdf.addPage([CARD.width, CARD.height]), card, fonts);
  }
  return pdf.save();
}
