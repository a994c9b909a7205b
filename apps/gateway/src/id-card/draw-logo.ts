import type { LogoShape } from '@dash/domain';
import type { PDFPage } from 'pdf-lib';
import { hexColour } from './card-geometry';

/** The logo files' box: 40 × 40 (apps/web/public/assets/img/*.svg). */
const LOGO_BOX = 40;

/** Draws the brand's logo with its top-left corner at (x, top), `size` points wide. */
export function drawLogo(page: PDFPage, shapes: readonly LogoShape[], x: number, top: number, size: number) {
  const scale = size / LOGO_BOX;
  for (const shape of shapes) {
    if (shape.kind === 'circle') {
      page.drawCircle({
        x: x + shape.cx * scale,
        y: top - shape.cy * scale,
        size: shape.r * scale,
        color: hexColour(shape.fill),
      });
    } else {
      // SVG path data: (x, top) is its origin and its y axis points down, as in the file.
      page.drawSvgPath(shape.d, { x, y: top, scale, color: hexColour(shape.fill) });
    }
  }
}
