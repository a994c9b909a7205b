import { API_PATHS, getApiPath } from '@dash/domain/api';
import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/locale';
import * as routeModule from '@/routes/contact-us';
import { mockApi } from '../../../../test/fetch-mock';
import { brandConfig } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { renderFetch } from '../../../../test/render-fetch';
import type { ContactUsData } from '../contact-us-data';
import { HolidayCalendar } from './holiday-calendar';

const html = (body: string) => () =>
  new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
const HOSTILE =
  '<h3>2026 holiday closures</h3><img src=x onerror="window.__calendarXss = 1"><script>window.__calendarXss = 2</script><a href="javascript:window.__calendarXss=3">x</a><table><tbody><tr><td>Christmas Day</td></tr></tbody></table>';

describe('/contact-us (document 1 §2)', () => {
  it('shows the main brand blocks, the Back to login link and the calendar', async () => {
    mockApi({ 'GET /api/message/calendar/domain/1': html('<h3>2026 holiday closures</h3>') });
    renderApp('/contact-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Account access',
      'Medical',
      'Dental',
      'Pharmacy',
      'Medicare Advantage',
      'Medicare Pharmacy',
      'TTY',
      'Holiday calendar',
    ]);
    const dental = screen.getByRole('region', { name: 'Dental' });
    expect(within(dental).getByRole('link', { name: 'dental.alaska@example.com' })).toHaveAttribute(
      'href',
      'mailto:dental.alaska@example.com',
    );
    expect(within(dental).getByRole('link', { name: 'dental.oregon@example.com' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'TTY' })).getByRole('link', { name: '711' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 3, name: '2026 holiday closures' }),
    ).toBeInTheDocument();
    // Document 1 §2: the city preventive-care initiative's line, on the brand that has the group.
    expect(
      screen.getByText((_, node) =>
        node?.tagName === 'P'
          ? node.textContent ===
            'The city preventive-care initiative customer-service phone is 1-555-010-2806.'
          : false,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-555-010-2806' })).toHaveAttribute('href', 'tel:15550102806');
  });

  it('shows the two Medicare Advantage blocks with the seasonal hours of today', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-04-04T19:00:00Z') });
    mockApi({ 'GET /api/message/calendar/domain/2': html('<p>calendar</p>') });
    renderApp('/contact-us', { domainId: 2 });
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Account access',
      'Customer service',
      'Holiday calendar',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Customer service' })).getByText(/automated phone line/),
    ).toBeInTheDocument();
    // No city group on this brand, so no city line.
    expect(screen.queryByText(/preventive-care initiative/)).toBeNull();
    vi.useRealTimers();
  });

  it('sanitizes the calendar: no script, no event handler, no javascript: link', async () => {
    mockApi({ 'GET /api/message/calendar/domain/5': html(HOSTILE) });
    const { container } = renderApp('/contact-us', { domainId: 5 });
    await screen.findByRole('heading', { level: 3, name: '2026 holiday closures' });
    const calendar = container.querySelector('.holiday-calendar');
    expect(calendar?.querySelector('script')).toBeNull();
    expect(calendar?.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(calendar?.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(within(calendar as HTMLElement).getByText('Christmas Day')).toBeInTheDocument();
    expect(Reflect.get(window, '__calendarXss')).toBeUndefined();
  });

  it('still shows the contacts when the calendar is unavailable', async () => {
    mockApi({ 'GET /api/message/calendar/domain/1': () => new Response(null, { status: 503 }) });
    renderApp('/contact-us');
    expect(await screen.findByText('The holiday calendar is not available right now.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Medical' })).toBeInTheDocument();
  });

  it.each([
    ['server', routeModule.loader],
    ['browser', routeModule.clientLoader],
  ] as const)(
    'has the calendar sanitized by the %s loader of routes/contact-us.tsx',
    async (_where, load) => {
      const { fetch } = renderFetch({
        [`GET ${getApiPath(API_PATHS.calendarOfDomain, { domainId: 1 })}`]: html(HOSTILE),
      });
      const args = { context: { brand: brandConfig(1), fetch } } as unknown as LoaderFunctionArgs;
      const data = (await load(args)) as ContactUsData;
      expect(data.calendar).toContain('<td>Christmas Day</td>');
      expect(data.calendar).not.toMatch(/<script|onerror|javascript:/);
    },
  );

  it('is in the server-rendered page, with no loading state', () => {
    const rendered = renderToString(
      <I18nProvider i18n={i18n}>
        <HolidayCalendar calendar="<h3>2026 holiday closures</h3>" />
      </I18nProvider>,
    );
    expect(rendered).toContain('<h3>2026 holiday closures</h3>');
    expect(rendered).not.toContain('Loading the holiday calendar');
  });
});
