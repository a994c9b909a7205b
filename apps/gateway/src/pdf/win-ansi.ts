// The characters Windows-1252 adds in 0x80–0x9F; with Latin-1 (0xA0–0xFF) and ASCII they are all that
// the PDF standard fonts (WinAnsi encoding) can draw.
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

// Letters that carry no combining mark to strip, so NFD leaves them as they are.
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
};

const drawable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(char);
};

/**
 * Text the card's standard fonts can draw: a name such as "Nguyễn" or "Łukasz" would otherwise stop
 * the whole pdf. Accents outside WinAnsi go (Nguyễn → Nguyen), letters with a plain form take it, and
 * anything else becomes "?" so the card is still printed and the gap is visible.
 */
export function toWinAnsi(text: string): string {
  return [...text]
    .map((char) => {
      if (drawable(char)) return char;
      const plain = PLAIN_LETTERS[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
      return plain.length > 0 && [...plain].every(drawable) ? plain : '?';
    })
    .join('');
}
