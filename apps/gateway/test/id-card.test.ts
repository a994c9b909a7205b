import { ID_CARD_BRANDS } from '@dash/domain';
import { API_PATHS, ApiError, IdCardContents } from '@dash/domain/api';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillColours, pageContents } from './helpers/pdf-content';
import { authGet, sessionToken, type TestDomain, temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const VIEW = API_PATHS.idCardView;

async function view(username: string, domainId: TestDomain = 1) {
  return authGet(t.app, VIEW, await sessionToken(t.app, username, domainId), domainId);
}

/** pdf-lib writes standard-font text as hex strings: find a text on the card without a PDF parser. */
const hexOf = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

/** The text drawing operators of every page, decoded: where the card's text is. */
async function contentOf(bytes: Buffer): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const parts = pdf.getPages().flatMap((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    return streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'));
  });
  return parts.join('\n').toUpperCase();
}

describe('GET /api/idCard/view (document 2 §7)', () => {
  it('refuses a temporary token and a missing token', async () => {
    expect((await authGet(t.app, VIEW, await temporaryToken(t.app, 'alex'))).statusCode).toBe(403);
    const none = await t.app.inject({ method: 'GET', url: VIEW, headers: { host: 'localhost' } });
    expect(none.statusCode).toBe(401);
  });

  it.each([
    // A front and a back page per card.
    ['alex', 1, 8, 'Alex Rivera', 'M10020001-00'],
    ['jordan', 1, 8, 'Jordan Rivera', 'M10020001-01'],
    ['riley (future coverage)', 1, 8, 'Riley Okafor', 'M10020003-00'],
    ['margaret', 2, 4, 'Margaret Whitfield', 'A20010001-00'],
    ['parker', 5, 2, 'Parker Ellis', 'H50010001-00'],
  ] as const)(
    'gives %s a pdf with one card per covered category',
    async (name, domainId, pages, member, id) => {
      const response = await view(name.split(' ')[0] ?? name, domainId);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('inline; filename="id-card.pdf"');
      expect(response.headers['cache-control']).toBe('no-store');
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(pages);
      expect(pdf.getTitle()).toBe('Member ID card');
      const text = await contentOf(bytes);
      expect(text).toContain(hexOf(member));
      expect(text).toContain(hexOf(id));
      // The card is in the colours of the brand the member signed in on (issue 9).
      const [front] = await pageContents(bytes);
      expect(fillColours(front ?? '')[0]).toBe(ID_CARD_BRANDS[domainId].primary);
    },
  );

  it('blocks a termed member (morgan) with 403 (document 2 §4)', async () => {
    const response = await view('morgan');
    expect(response.statusCode).toBe(403);
    expect(ApiError.parse(response.json()).code).toBe('FORBIDDEN');
  });

  it('blocks a termed member even when the card source says eligible (document 2 §4)', async () => {
    const own = await createTestApp();
    try {
      const morgan = await sessionToken(own.app, 'morgan');
      const { memberKey } = (await authGet(own.app, API_PATHS.account, morgan)).json<{ memberKey: string }>();
      await own.database.db
        .updateTable('id_card_eligibility')
        .set({ eligible: true })
        .where('member_key', '=', memberKey)
        .execute();
      expect((await authGet(own.app, API_PATHS.idCardEligible, morgan)).json()).toBe(true);
      expect((await authGet(own.app, VIEW, morgan)).statusCode).toBe(403);
    } finally {
      await own.close();
    }
  });

  it('prints a name beyond the standard fonts’ letters instead of failing, and refuses a card with nothing on it', async () => {
    const own = await createTestApp();
    try {
      const alex = await sessionToken(own.app, 'alex');
      const { memberKey } = (await authGet(own.app, API_PATHS.account, alex)).json<{ memberKey: string }>();
      await own.database.db
        .updateTable('members')
        .set({ first_name: 'Nguyễn Łukasz 李' })
        .where('member_key', '=', memberKey)
        .execute();
      const card = await authGet(own.app, VIEW, alex);
      expect(card.statusCode).toBe(200);
      expect(await contentOf(card.rawPayload)).toContain(hexOf('Nguyen Lukasz ? Rivera'));

      // Eligible for a card, not termed, but no category covered: no blank page.
      await own.database.db
        .updateTable('member_eligibility')
        .set({ eligible: false })
        .where('member_key', '=', memberKey)
        .execute();
      expect((await authGet(own.app, VIEW, alex)).statusCode).toBe(403);
    } finally {
      await own.close();
    }
  });

  it('prints only the signed-in member, never another member of the family', async () => {
    const text = await contentOf((await view('jordan')).rawPayload);
    expect(text).toContain(hexOf('Jordan Rivera'));
    expect(text).not.toContain(hexOf('Alex Rivera'));
  });
});

describe('GET /api/idCard/content: the card as a page says what the pdf prints (issue 17)', () => {
  it.each([
    ['alex', 1, undefined, ['Medical', 'Dental', 'Vision', 'Pharmacy']],
    ['alex', 1, 2, undefined],
    ['margaret', 2, undefined, undefined],
    ['parker', 5, undefined, undefined],
  ] as const)(
    '%s (domain %s, suffix %s): every card, every value of it in the pdf',
    async (name, domainId, suffix, categories) => {
      const token = await sessionToken(t.app, name, domainId);
      const query = suffix === undefined ? '' : `?suffix=${suffix}`;
      const content = await authGet(t.app, `${API_PATHS.idCardContent}${query}`, token, domainId);
      expect(content.statusCode, content.body).toBe(200);
      const { cards } = IdCardContents.parse(content.json());
      expect(cards.length).toBeGreaterThan(0);
      if (categories) expect(cards.map((card) => card.category)).toEqual(categories);
      const pdf = await authGet(t.app, `${VIEW}${query}`, token, domainId);
      const printed = await contentOf(pdf.rawPayload);
      expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(cards.length * 2);
      for (const card of cards) {
        const values = [
          card.memberName,
          card.memberId,
          card.plan,
          card.phones.customerService,
          card.phones.dashboardHelp,
        ];
        for (const value of [...values, ...(card.pharmacy ? Object.values(card.pharmacy) : [])]) {
          expect(printed, `${card.category}: ${value}`).toContain(hexOf(value));
        }
      }
    },
  );

  it('is refused like the pdf: a termed member 403, a suffix outside the family 404, no session 401', async () => {
    const morgan = await authGet(t.app, API_PATHS.idCardContent, await sessionToken(t.app, 'morgan'));
    expect(morgan.statusCode).toBe(403);
    const outside = await authGet(
      t.app,
      `${API_PATHS.idCardContent}?suffix=9`,
      await sessionToken(t.app, 'alex'),
    );
    expect(outside.statusCode).toBe(404);
    const bad = await authGet(
      t.app,
      `${API_PATHS.idCardContent}?suffix=x`,
      await sessionToken(t.app, 'alex'),
    );
    expect(bad.statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'GET',
      url: API_PATHS.idCardContent,
      headers: { host: 'localhost' },
    });
    expect(none.statusCode).toBe(401);
  });
});
