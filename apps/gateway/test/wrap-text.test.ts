import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type MeasureText, wrapText } from '../src/pdf/wrap-text';

// One point per letter: the cases read as character counts.
const mono: MeasureText = (text) => text.length;

describe('wrapText: card values within their column', () => {
  it.each([
    ['fits on one line', 'Evergreen PPO', 20, 2, ['Evergreen PPO']],
    ['breaks at spaces', 'Evergreen Preferred Provider', 18, 2, ['Evergreen', 'Preferred Provider']],
    [
      'cuts what a second line cannot hold',
      'Evergreen Preferred Provider',
      15,
      2,
      ['Evergreen', 'Preferred Prov…'],
    ],
    [
      'breaks a word only when it alone is too wide',
      'Supercalifragilistic plan',
      10,
      3,
      ['Supercalif', 'ragilistic', 'plan'],
    ],
    [
      'ends the last allowed line with an ellipsis',
      'one two three four five six',
      9,
      2,
      ['one two', 'three fo…'],
    ],
    ['an empty value draws no line', '', 10, 2, []],
    ['collapses runs of spaces', 'a   b', 10, 1, ['a b']],
  ])('%s', (_name, text, width, maxLines, lines) => {
    const wrapped = wrapText(text, mono, width, maxLines);
    expect(wrapped).toEqual(lines);
    for (const line of wrapped) expect(mono(line)).toBeLessThanOrEqual(width);
    expect(wrapped.length).toBeLessThanOrEqual(maxLines);
  });
});

describe('wrapText with the card font', () => {
  let measure: MeasureText;
  beforeAll(async () => {
    const bold = await (await PDFDocument.create()).embedFont(StandardFonts.HelveticaBold);
    measure = (text) => bold.widthOfTextAtSize(text, 7.5);
  });

  it.each([120, 171])('keeps every line of a long plan name within %s pt', (width) => {
    const plan =
      'Evergreen Preferred Provider Organization Gold 1500 with Health Savings Account and Vision Rider';
    const lines = wrapText(plan, measure, width, 3);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(width);
  });
});
