import { ClientErrorReport } from '@dash/domain/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, replyNoContent } from '../../test/fetch-mock';
import { isChunkLoadError } from './chunk-load';
import { reportError, resetErrorReports, routePatternOf } from './error-reports';
import { HttpError } from './http-error';

afterEach(() => {
  resetErrorReports();
  vi.restoreAllMocks();
});

describe('what a report names as its page (issue 36)', () => {
  it.each([
    ['/home', {}, '/home'],
    ['/claims/C-ALEX-0001', { claimNumber: 'C-ALEX-0001' }, '/claims/:claimNumber'],
    ['/find-care/primary-care/0', { suffix: '0' }, '/find-care/primary-care/:suffix'],
    ['/error/500', { status: '500' }, '/error/:status'],
  ])('%s is %s', (pathname, params, pattern) => {
    expect(routePatternOf(pathname, params)).toBe(pattern);
  });
});

describe('files of the build that failed to load', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://x/assets/c-1.js', true],
    ['Firefox', 'error loading dynamically imported module: https://x/assets/c-1.js', true],
    ['Safari', 'Importing a module script failed.', true],
    ['Vite’s stylesheet preload', 'Unable to preload CSS for /assets/c-1.css', true],
    ['any other error', "Cannot read properties of undefined (reading 'x')", false],
  ])('%s', (_browser, message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });
});

describe('reportError', () => {
  it('sends one report per error, with the failed call’s request id and the reference it gives', async () => {
    const reports: ClientErrorReport[] = [];
    mockApi({
      'POST /api/client-errors': async (request) => {
        reports.push(ClientErrorReport.parse(await request.json()));
        return replyNoContent();
      },
    });
    const error = new HttpError({
      status: 500,
      body: null,
      url: '/api/home',
      method: 'GET',
      requestId: 'r-1',
    });
    const first = reportError('boundary', error, '/home');
    const again = reportError('boundary', error, '/home');
    await Promise.all([first.sent, again.sent]);
    expect(again.reference).toBe(first.reference);
    expect(reports).toEqual([
      expect.objectContaining({
        kind: 'boundary',
        reference: first.reference,
        requestId: 'r-1',
        page: '/home',
      }),
    ]);
  });

  describe('the trace it names, so a report leads to the server’s spans and log lines (issue 40 §2)', () => {
    const failedTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const pageTrace = '0af7651916cd43dd8448eb211c80319c';
    const received = () => {
      const reports: ClientErrorReport[] = [];
      mockApi({
        'POST /api/client-errors': async (request) => {
          reports.push(ClientErrorReport.parse(await request.json()));
          return replyNoContent();
        },
      });
      return reports;
    };
    // The document's response as the browser keeps it: its Server-Timing on the navigation's entry.
    const pageServedWithTrace = () =>
      vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
        type === 'navigation'
          ? [
              {
                serverTiming: [
                  { name: 'traceparent', description: `00-${pageTrace}-b7ad6b7169203331-01`, duration: 0 },
                ],
              } as unknown as PerformanceEntry,
            ]
          : [],
      );

    it('is the failed response’s for a failed call, even on a traced page', async () => {
      const reports = received();
      pageServedWithTrace();
      const error = new HttpError({
        status: 500,
        body: null,
        url: '/api/home',
        method: 'GET',
        traceId: failedTrace,
      });
      await reportError('boundary', error, '/home').sent;
      expect(reports).toEqual([expect.objectContaining({ traceId: failedTrace })]);
    });

    it('is the page document’s for any other error', async () => {
      const reports = received();
      pageServedWithTrace();
      await reportError('error', new TypeError('x is undefined')).sent;
      expect(reports).toEqual([expect.objectContaining({ traceId: pageTrace })]);
    });

    it('is left out when the gateway does not trace', async () => {
      const reports = received();
      await reportError('error', new TypeError('y is undefined')).sent;
      expect(reports).toHaveLength(1);
      expect(reports[0]).not.toHaveProperty('traceId');
    });
  });

  it('never throws when the report cannot be sent', async () => {
    mockApi({ 'POST /api/client-errors': () => new Response(null, { status: 429 }) });
    const { sent } = reportError('unhandledrejection', 'just a string');
    await expect(sent).resolves.toBeUndefined();
  });
});
