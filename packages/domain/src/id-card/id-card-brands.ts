import { BRAND_TOKENS } from '../brands/design-tokens';
import type { DomainId } from '../brands/domain-ids';

/** A shape of the brand's logo, in the 40 × 40 box of its SVG file (apps/web/public/assets/img). */
export type LogoShape =
  | {
      readonly kind: 'circle';
      readonly cx: number;
      readonly cy: number;
      readonly r: number;
      readonly fill: string;
    }
  | { readonly kind: 'path'; readonly d: string; readonly fill: string };

/** How a brand's ID card looks and what a pharmacy reads from it. */
export interface IdCardBrand {
  /** The brand's primary colour and the text drawn on it, from its design tokens. */
  readonly primary: string;
  readonly onPrimary: string;
  /** The light tint of the primary colour. */
  readonly accentSurface: string;
  readonly logo: readonly LogoShape[];
  /** Fictional pharmacy routing values: a pharmacy asks for BIN, PCN and group. */
  readonly pharmacy: { readonly rxBin: string; readonly rxPcn: string; readonly rxGroup: string };
}

const TREE = 'M20 6 11 19h5l-6 9h8v6h4v-6h8l-6-9h5z';
const ANCHOR =
  'M20 8a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm-1.5 7v14.8c-3.7-.5-6.6-3.2-7.3-6.8H14l-4-5-4 5h2.2c.8 5.3 5.8 9.5 11.8 9.5s11-4.2 11.8-9.5H34l-4-5-4 5h2.8c-.7 3.6-3.6 6.3-7.3 6.8V15z';
const DISC: LogoShape = { kind: 'circle', cx: 20, cy: 20, r: 20, fill: '#ffffff' };

/** The card's colours are the brand's design tokens: card and dashboard cannot drift apart. */
function cardColours(domainId: DomainId) {
  const { primary, onPrimary, accentSurface } = BRAND_TOKENS[domainId].colors;
  return { primary, onPrimary, accentSurface };
}

/**
 * The card of each brand (issue 9: main green, Medicare Advantage blue, partner teal), with the same
 * colours and logo shapes as the web's theme and logo files, so card and dashboard look alike.
 */
export const ID_CARD_BRANDS: Readonly<Record<DomainId, IdCardBrand>> = {
  1: {
    ...cardColours(1),
    logo: [DISC, { kind: 'path', d: TREE, fill: BRAND_TOKENS[1].colors.primary }],
    pharmacy: { rxBin: '610555', rxPcn: 'EVGRX', rxGroup: 'EVG1000' },
  },
  2: {
    ...cardColours(2),
    logo: [
      DISC,
      { kind: 'path', d: TREE, fill: BRAND_TOKENS[2].colors.primary },
      // The parent brand's green dot, as in evergreen-medicare.svg.
      { kind: 'circle', cx: 30, cy: 10, r: 4, fill: BRAND_TOKENS[1].colors.primary },
    ],
    pharmacy: { rxBin: '610556', rxPcn: 'EVGMAPD', rxGroup: 'EVGMA20' },
  },
  5: {
    ...cardColours(5),
    logo: [DISC, { kind: 'path', d: ANCHOR, fill: BRAND_TOKENS[5].colors.primary }],
    pharmacy: { rxBin: '610557', rxPcn: 'HBRRX', rxGroup: 'HBR5000' },
  },
};
