import { type Color, rgb } from 'pdf-lib';

/** A CR80 wallet card, 3.375 × 2.125 inches, in PDF points (72 per inch). */
export const CARD = { width: 243, height: 153, margin: 10 } as const;

/** The ink of body text and of labels. */
export const INK = rgb(0.12, 0.14, 0.16);
export const MUTED = rgb(0.3, 0.33, 0.35);

/** A '#rrggbb' brand colour as pdf-lib's colour. */
export function hexColour(hex: string): Color {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 0xff) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255);
}
