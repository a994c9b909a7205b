import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DomainId, ID_CARD_BRANDS, type IdCardFacts } from '@dash/domain';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FRONT, FRONT_VALUE_WIDTH } from '../src/id-card/draw-card-front';
import { renderIdCard } from '../src/id-card/render-id-card';
import { drawnTexts, fillColours, pageContents } from './helpers/pdf-content';

const LONG_PLAN =
  'Evergreen Preferred Provider Organization Gold 1500 with Health Savings Account and Vision Rider';

const facts = (domainId: DomainId, plan = 'Evergreen PPO'): IdCardFacts => ({
  domainId,
  firstName: 'Alex',
  lastName: 'Rivera',
  subscriberId: 'M10020001',
  memberSuffix: 0,
  groupId: '10001000',
  groupName: 'Cascade Employers',
  coverage: [
    { category: 'Medical', plan, effectiveDate: '2021-01-01' },
    { category: 'Pharmacy', plan: 'Evergreen Rx', effectiveDate: '2021-01-01' },
  ],
});

const render = async (domainId: DomainId, plan?: string) =>
  Buffer.from(await renderIdCard(facts(domainId, plan), 'Member ID card'));

describe('the ID card pdf (document 2 §7; issue 9)', () => {
  it('is a CR80 wallet card (243 × 153 pt), a front and a back page per covered category', async () => {
    const pdf = await PDFDocument.load(await render(1));
    expect(pdf.getPageCount()).toBe(4);
    for (const page of pdf.getPages()) expect(page.getSize()).toEqual({ width: 243, height: 153 });
  });

  it('is titled and in English, the title shown in the window, so readers announce it', async () => {
    const pdf = await PDFDocument.load(await render(2));
    expect(pdf.getTitle()).toBe('Member ID card');
    expect(pdf.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(en-US)');
    expect(pdf.catalog.getOrCreateViewerPreferences().getDisplayDocTitle()).toBe(true);
    expect(pdf.getAuthor()).toBe('Evergreen Medicare Advantage');
  });

  it.each([
    [1, '#1d5e3a', 'Evergreen Health & Dental'],
    [2, '#1f4e79', 'Evergreen Medicare Advantage'],
    [5, '#0b5563', 'Harbor Dental Partners'],
  ] as const)('domain %s is drawn in its colour %s with its name', async (domainId, colour, name) => {
    const pages = await pageContents(await render(domainId));
    for (const content of pages) {
      // The first thing each page fills is the brand's band.
      expect(fillColours(content)[0]).toBe(colour);
    }
    const others = Object.values(ID_CARD_BRANDS)
      .map((brand) => brand.primary)
      .filter((primary) => primary !== colour && primary !== '#1d5e3a');
    for (const other of others) expect(pages.flatMap(fillColours)).not.toContain(other);
    expect(drawnTexts(pages[0] ?? '').map((text) => text.text)).toContain(name);
  });

  it('puts Rx BIN, Rx PCN and Rx Group on the pharmacy card only', async () => {
    const [medicalFront, , pharmacyFront] = (await pageContents(await render(1))).map((content) =>
      drawnTexts(content).map((text) => text.text),
    );
    expect(pharmacyFront).toEqual(
      expect.arrayContaining(['Rx BIN', '610555', 'Rx PCN', 'EVGRX', 'Rx Group', 'EVG1000']),
    );
    expect(medicalFront).not.toContain('Rx BIN');
  });

  it('prints the claims address and the contact page numbers on the back', async () => {
    const back = drawnTexts((await pageContents(await render(5)))[1] ?? '').map((text) => text.text);
    expect(back).toEqual(
      expect.arrayContaining([
        'Send paper claims to',
        'PO Box 5555',
        'Customer service',
        '1-555-050-1200',
        '1-555-050-1100',
        '711',
      ]),
    );
  });

  it('wraps a long plan name within the card, never over the next row', async () => {
    const bold = await (await PDFDocument.create()).embedFont(StandardFonts.HelveticaBold);
    const front = drawnTexts((await pageContents(await render(1, LONG_PLAN)))[0] ?? '');
    const values = front.filter((text) => text.x === FRONT.valueX);
    const labelY = (label: string) => front.find((text) => text.text === label)?.y ?? Number.NaN;
    const planLines = values.filter((text) => text.y <= labelY('Plan') && text.y > labelY('Effective'));
    expect(planLines.map((line) => line.text)).toEqual([
      'Evergreen Preferred Provider Organization',
      'Gold 1500 with Health Savings Account and V…',
    ]);
    for (const value of values) {
      expect(value.x + bold.widthOfTextAtSize(value.text, value.size)).toBeLessThanOrEqual(243 - 10);
    }
    // Every value line has a baseline of its own, a full line apart from the next.
    const baselines = values.map((value) => value.y).sort((a, b) => b - a);
    for (let i = 1; i < baselines.length; i++) {
      expect((baselines[i - 1] ?? 0) - (baselines[i] ?? 0)).toBeGreaterThanOrEqual(FRONT.lineHeight);
    }
    expect(Math.min(...baselines)).toBeGreaterThan(3);
    expect(FRONT_VALUE_WIDTH).toBe(243 - FRONT.valueX - 10);
  });
});

/** pdftoppm is in Debian's poppler-utils, which .ci/run installs; locally it may be missing. */
function hasPdftoppm(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A binary PPM (P6) as width, height and a pixel reader. */
function readPpm(bytes: Buffer) {
  const header = bytes.subarray(0, 20).toString('latin1').split(/\s+/);
  const [, width, height, max] = header.map(Number) as [number, number, number, number];
  const start = bytes.indexOf(`${max}\n`, 2, 'latin1') + `${max}\n`.length;
  const pixel = (x: number, y: number) => {
    const at = start + (y * width + x) * 3;
    return `#${[...bytes.subarray(at, at + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  };
  return { width, height, pixel };
}

const present = hasPdftoppm();
if (!present && process.env.CI === 'true') {
  throw new Error('pdftoppm (poppler-utils) is required under CI: .ci/run installs it');
}

describe.skipIf(!present)('the ID card as pdftoppm renders it', () => {
  it.each([1, 2, 5] as const)(
    'domain %s: a 243 × 153 image, the band and back strip in its colours',
    async (domainId) => {
      const dir = mkdtempSync(join(tmpdir(), 'id-card-'));
      try {
        writeFileSync(join(dir, 'card.pdf'), await render(domainId));
        execFileSync('pdftoppm', [
          '-r',
          '72',
          '-f',
          '1',
          '-l',
          '2',
          join(dir, 'card.pdf'),
          join(dir, 'page'),
        ]);
        const front = readPpm(readFileSync(join(dir, 'page-1.ppm')));
        const back = readPpm(readFileSync(join(dir, 'page-2.ppm')));
        expect([front.width, front.height]).toEqual([243, 153]);
        const brand = ID_CARD_BRANDS[domainId];
        expect(front.pixel(200, 10)).toBe(brand.primary);
        expect(front.pixel(200, 100)).toBe('#ffffff');
        expect(back.pixel(200, 2)).toBe(brand.primary);
        expect(back.pixel(230, 145)).toBe(brand.accentSurface);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
