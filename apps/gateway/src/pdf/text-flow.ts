import { type PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from 'pdf-lib';
import { toWinAnsi } from './win-ansi';
import { wrapText } from './wrap-text';

/** US Letter with even margins: nothing is drawn outside them. */
export const LETTER = { width: 612, height: 792, margin: 48 } as const;
export const CONTENT_WIDTH = LETTER.width - 2 * LETTER.margin;
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.35, 0.35, 0.4);

/** A piece of text placed in a box of the content area: x from the left margin, wrapped to width. */
export interface Cell {
  readonly text: string;
  readonly x: number;
  readonly width: number;
  readonly font: PDFFont;
  readonly size: number;
  readonly alignRight?: boolean;
  readonly color?: RGB;
}

const lineHeight = (size: number) => size + 3;

/** A cell's wrapped lines, one under the other from `top`, each aligned in the cell's box. */
function drawLines(page: PDFPage, cell: Cell, lines: readonly string[], top: number): void {
  lines.forEach((text, index) => {
    const width = cell.font.widthOfTextAtSize(text, cell.size);
    page.drawText(text, {
      x: LETTER.margin + cell.x + (cell.alignRight ? cell.width - width : 0),
      y: top - cell.size - index * lineHeight(cell.size),
      size: cell.size,
      font: cell.font,
      color: cell.color ?? INK,
    });
  });
}

/**
 * Text laid down the pages of a document, top to bottom (issue 36 §7): every text wrapped to its box
 * instead of cut, every box inside the margins, and a new page begun when the next block would run
 * past the bottom margin.
 */
export function createTextFlow(pdf: PDFDocument) {
  let page: PDFPage = pdf.addPage([LETTER.width, LETTER.height]);
  let y = LETTER.height - LETTER.margin;

  const linesOf = (cell: Cell) =>
    wrapText(
      toWinAnsi(cell.text),
      (text) => cell.font.widthOfTextAtSize(text, cell.size),
      cell.width,
      Number.POSITIVE_INFINITY,
    );

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  const keep = (height: number) => {
    if (y - height >= LETTER.margin) return;
    page = pdf.addPage([LETTER.width, LETTER.height]);
    y = LETTER.height - LETTER.margin;
  };

  /**
   * Cells side by side, each wrapped to its width, drawn line after line of the same cell so a text
   * extractor reads each cell whole; the row is as tall as its tallest cell.
   */
  const row = (cells: readonly Cell[], gapAfter = 4) => {
    if (cells.some((cell) => cell.x < 0 || cell.x + cell.width > CONTENT_WIDTH)) {
      throw new RangeError('a cell reaches past the margins');
    }
    const wrapped = cells.map((cell) => ({ cell, lines: linesOf(cell) }));
    const height = Math.max(0, ...wrapped.map(({ cell, lines }) => lines.length * lineHeight(cell.size)));
    keep(height);
    for (const { cell, lines } of wrapped) drawLines(page, cell, lines, y);
    y -= height + gapAfter;
  };

  return {
    row,
    /** A text across the content width (or from `indent`), wrapped. */
    paragraph(
      text: string,
      style: { font: PDFFont; size: number; color?: RGB; indent?: number; gapAfter?: number },
    ) {
      const indent = style.indent ?? 0;
      row(
        [
          {
            text,
            x: indent,
            width: CONTENT_WIDTH - indent,
            font: style.font,
            size: style.size,
            ...(style.color ? { color: style.color } : {}),
          },
        ],
        style.gapAfter ?? 4,
      );
    },
    /** A rule across the content width, under what was drawn last. */
    rule() {
      keep(6);
      page.drawLine({
        start: { x: LETTER.margin, y: y - 2 },
        end: { x: LETTER.width - LETTER.margin, y: y - 2 },
        thickness: 0.5,
        color: MUTED,
      });
      y -= 6;
    },
    space(points: number) {
      y -= points;
    },
  };
}

export type TextFlow = ReturnType<typeof createTextFlow>;
