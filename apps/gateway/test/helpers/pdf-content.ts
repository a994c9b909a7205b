import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/** One text drawing of a page: its font size, position, colour and decoded text. */
export interface DrawnText {
  readonly size: number;
  readonly x: number;
  readonly y: number;
  readonly fill: string;
  readonly text: string;
}

const toHex = (parts: readonly string[]) =>
  `#${parts
    .map((part) =>
      Math.round(Number(part) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

// Standard fonts draw WinAnsi (Windows-1252): beyond Latin-1 it places these letters in 0x80-0x9F.
const WIN_ANSI_EXTRAS: Readonly<Record<number, string>> = {
  128: '€',
  133: '…',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  150: '–',
  151: '—',
};

const decodeWinAnsi = (bytes: Buffer): string =>
  [...bytes].map((byte) => WIN_ANSI_EXTRAS[byte] ?? String.fromCharCode(byte)).join('');

/** The decoded content streams of each page of a pdf: where its drawing operators are. */
export async function pageContents(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    return streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .join('\n');
  });
}

/** Every fill colour a page sets ('r g b rg'), as '#rrggbb', in order. */
export function fillColours(content: string): string[] {
  return [...content.matchAll(/^([\d.]+) ([\d.]+) ([\d.]+) rg$/gm)].map((match) => toHex(match.slice(1, 4)));
}

/** The texts pdf-lib draws (BT … rg … Tf … Tm <hex> Tj … ET), decoded from their hex strings. */
export function drawnTexts(content: string): DrawnText[] {
  const pattern =
    /BT\n([\d.]+) ([\d.]+) ([\d.]+) rg\n\/\S+ ([\d.]+) Tf\n[\d.]+ TL\n1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\n<([0-9A-F]*)> Tj/g;
  return [...content.matchAll(pattern)].map((match) => ({
    fill: toHex([match[1] ?? '0', match[2] ?? '0', match[3] ?? '0']),
    size: Number(match[4]),
    x: Number(match[5]),
    y: Number(match[6]),
    text: decodeWinAnsi(Buffer.from(match[7] ?? '', 'hex')),
  }));
}
