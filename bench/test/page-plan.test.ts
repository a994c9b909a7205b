import { index, layout, route } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { excludedRoutes, PAGE_PLAN, pageVisits, planProblems } from '../src/page-plan';
import { routePatterns } from '../src/route-patterns';

describe('the page bench covers the route table (apps/web/src/routes.ts)', () => {
  it('measures or excludes, with a reason, every route, and plans no route the table lacks', () => {
    expect(planProblems()).toEqual([]);
  });

  it('fails for a route added to the table that is neither measured nor excluded', () => {
    expect(planProblems([...routePatterns(), '/new-page'])).toEqual([
      '/new-page: neither measured nor excluded in PAGE_PLAN',
    ]);
  });

  it('opens every measured page at an address with each parameter filled, once', () => {
    const urls = pageVisits().map((visit) => visit.url);
    expect(urls.filter((url) => url.includes(':') || url.includes('*'))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.length + excludedRoutes().length).toBe(Object.keys(PAGE_PLAN).length);
  });

  it('measures the signed-out pages first, /login among them, before any sign-in', () => {
    const visits = pageVisits();
    const firstSignedIn = visits.findIndex((visit) => visit.as !== null);
    expect(visits.slice(firstSignedIn).every((visit) => visit.as !== null)).toBe(true);
    expect(visits.slice(0, firstSignedIn).map((visit) => visit.url)).toContain('/login');
  });
});

describe('routePatterns', () => {
  it('lists the addresses of pages: leaves, index routes at their parent, layouts adding none', () => {
    const table = [
      layout('routes/pages.tsx', [
        index('routes/brand-home.tsx'),
        route('/login', 'routes/login.tsx'),
        layout('routes/member-area.tsx', [
          route('/account', 'routes/account.tsx', [
            index('routes/account-home.tsx'),
            route('/account/summary', 'routes/account-summary.tsx'),
            route('settings', 'routes/account-settings.tsx'),
          ]),
        ]),
        route('*', 'routes/not-found.tsx'),
      ]),
    ];
    expect(routePatterns(table)).toEqual([
      '/',
      '/login',
      '/account',
      '/account/summary',
      '/account/settings',
      '*',
    ]);
  });
});
