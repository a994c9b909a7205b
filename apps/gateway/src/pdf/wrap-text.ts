/** Measures a text's width at the size it is drawn, in points (a font's widthOfTextAtSize). */
export type MeasureText = (text: string) => number;

const ELLIPSIS = '…';

/** The longest start of `text` that fits `maxWidth` with the ellipsis after it. */
function cutToFit(text: string, measure: MeasureText, maxWidth: number): string {
  let end = text.length;
  while (end > 0 && measure(`${text.slice(0, end).trimEnd()}${ELLIPSIS}`) > maxWidth) end -= 1;
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}

/** Splits a word wider than the line into pieces that fit, letter by letter. */
function splitWord(word: string, measure: MeasureText, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const letter of word) {
    if (piece !== '' && measure(piece + letter) > maxWidth) {
      pieces.push(piece);
      piece = letter;
    } else piece += letter;
  }
  return piece === '' ? pieces : [...pieces, piece];
}

/**
 * Breaks a value into lines no wider than `maxWidth` (a long plan name must not run into the next
 * row): at spaces, inside a word only when the word alone is too wide. Past `maxLines` the last line
 * ends with an ellipsis, so the card never grows beyond its size.
 */
export function wrapText(text: string, measure: MeasureText, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    const pieces = measure(word) <= maxWidth ? [word] : splitWord(word, measure, maxWidth);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? '';
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = `${kept[maxLines - 1] ?? ''} ${lines[maxLines] ?? ''}`;
  kept[maxLines - 1] = cutToFit(last, measure, maxWidth);
  return kept;
}
