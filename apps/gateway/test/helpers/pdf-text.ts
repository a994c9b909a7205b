import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A word as poppler's pdftotext places it: its page's size and its box, in points from the top left. */
export interface PlacedWord {
  readonly page: number;
  readonly pageWidth: number;
  readonly pageHeight: number;
  readonly xMin: number;
  readonly yMin: number;
  readonly xMax: number;
  readonly yMax: number;
  readonly text: string;
}

const decode = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * What a reader's PDF tool gets out of a pdf (poppler's pdftotext, as members' tools do): the text in
 * the order it is drawn, whitespace made single spaces, and every word with its box.
 */
export async function extractPdf(
  bytes: Uint8Array,
  options: { boxes: boolean } = { boxes: true },
): Promise<{ text: string; words: PlacedWord[] }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eob-'));
  try {
    const file = path.join(dir, 'eob.pdf');
    await writeFile(file, bytes);
    const [raw, boxes] = await Promise.all([
      run('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']),
      options.boxes ? run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-']) : { stdout: '' },
    ]);
    const words: PlacedWord[] = [];
    const pages = boxes.stdout.split('<page ').slice(1);
    pages.forEach((page, index) => {
      const size = /width="([\d.]+)" height="([\d.]+)"/.exec(page);
      for (const match of page.matchAll(
        /<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g,
      )) {
        words.push({
          page: index + 1,
          pageWidth: Number(size?.[1]),
          pageHeight: Number(size?.[2]),
          xMin: Number(match[1]),
          yMin: Number(match[2]),
          xMax: Number(match[3]),
          yMax: Number(match[4]),
          text: decode(match[5] ?? ''),
        });
      }
    });
    return { text: raw.stdout.replace(/\s+/g, ' ').trim(), words };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
