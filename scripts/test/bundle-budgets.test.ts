import { describe, expect, it } from 'vitest';
import {
  AREA_BUDGET,
  type BuiltApp,
  checkBudgets,
  htmlScripts,
  LOGIN_BUDGET,
  type Manifest,
} from '../../bench/src/bundle-budgets';

/** The budget check of issue 16 on small made-up builds: each broken budget is named, none is invented. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/features/login/route.tsx': {
    file: 'assets/login-1.js',
    src: 'src/features/login/route.tsx',
    isDynamicEntry: true,
    imports: ['_react-1.js', '_field-1.js'],
  },
  '_field-1.js': { file: 'assets/field-1.js' },
  'src/features/claims/route.tsx': {
    file: 'assets/claims-1.js',
    src: 'src/features/claims/route.tsx',
    isDynamicEntry: true,
    imports: ['_field-1.js', '_zod-1.js'],
  },
  'src/features/claims/detail-route.tsx': {
    file: 'assets/claim-detail-1.js',
    src: 'src/features/claims/detail-route.tsx',
    isDynamicEntry: true,
    imports: ['_zod-1.js'],
  },
  'src/features/home/route.tsx': {
    file: 'assets/home-1.js',
    src: 'src/features/home/route.tsx',
    isDynamicEntry: true,
    imports: ['_zod-1.js'],
  },
  '_zod-1.js': { file: 'assets/zod-1.js', name: 'zod' },
};
const html =
  '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js">';
const KB = 1024;
const sizes: Record<string, number> = {
  'assets/index-1.js': 60 * KB,
  'assets/react-1.js': 40 * KB,
  'assets/login-1.js': 5 * KB,
  'assets/field-1.js': 2 * KB,
  'assets/claims-1.js': 30 * KB,
  'assets/claim-detail-1.js': 10 * KB,
  'assets/home-1.js': 20 * KB,
  'assets/zod-1.js': 25 * KB,
};
const app = (changes: Partial<BuiltApp> = {}, more: Record<string, number> = {}): BuiltApp => ({
  manifest,
  html,
  gzip: new Map(Object.entries({ ...sizes, ...more })),
  ...changes,
});

describe('the JS budgets (issue 16)', () => {
  it('counts what /login loads: the entry, its imports, the login route and its imports', () => {
    const report = checkBudgets(app());
    expect([...report.login.files].sort()).toStrictEqual(
      ['assets/field-1.js', 'assets/index-1.js', 'assets/login-1.js', 'assets/react-1.js'].sort(),
    );
    expect(report.login.gzip).toBe(107 * KB);
    expect(report.violations).toStrictEqual([]);
  });

  it('names the largest chunks when /login is over its budget', () => {
    const report = checkBudgets(app({}, { 'assets/login-1.js': 22 * KB }));
    expect(report.login.gzip).toBeGreaterThan(LOGIN_BUDGET);
    expect(report.violations).toHaveLength(1);
    expect(report.violations[0]).toMatch(/^\/login loads 124\.0 KB of JS gzipped, over its 122\.0 KB budget/);
    // Each chunk by its file and the name the manifest gives it (files are named by their hash).
    expect(report.violations[0]).toContain('assets/index-1.js (index.html) 60.0 KB');
  });

  it('weighs an area by the chunks only it loads, and a shared chunk on its own', () => {
    const report = checkBudgets(app());
    const claims = report.areas.find((area) => area.area === 'claims');
    // field-1 is the login route's too and zod-1 home's: neither is the claims area's own.
    expect([...(claims?.files ?? [])].sort()).toStrictEqual([
      'assets/claim-detail-1.js',
      'assets/claims-1.js',
    ]);
    expect(claims?.gzip).toBe(40 * KB);
    const over = checkBudgets(app({}, { 'assets/claims-1.js': 55 * KB }));
    expect(over.violations).toStrictEqual([
      expect.stringMatching(
        /^The claims area's lazy chunks weigh 65\.0 KB gzipped, over the 60\.0 KB budget/,
      ),
    ]);
    const sharedOver = checkBudgets(app({}, { 'assets/zod-1.js': AREA_BUDGET + 1 }));
    expect(sharedOver.violations).toStrictEqual([
      expect.stringMatching(/^The shared lazy chunk assets\/zod-1\.js \(zod\) weighs 60\.0 KB gzipped/),
    ]);
  });

  it("flags a route's chunk that index.html preloads", () => {
    const report = checkBudgets(
      app({ html: `${html}<link rel="modulepreload" crossorigin href="/assets/home-1.js">` }),
    );
    expect(report.violations).toStrictEqual([
      'src/features/home/route.tsx (assets/home-1.js) is loaded with the shell, before its route is visited: index.html preloads it or the entry imports it statically.',
    ]);
  });

  it("flags a route's chunk the entry or the login route imports statically", () => {
    const entryImportsHome = checkBudgets(
      app({
        manifest: {
          ...manifest,
          'index.html': {
            ...manifest['index.html'],
            file: 'assets/index-1.js',
            imports: ['_react-1.js', 'src/features/home/route.tsx'],
          },
        },
      }),
    );
    expect(entryImportsHome.violations).toContain(
      'src/features/home/route.tsx (assets/home-1.js) is loaded with the shell, before its route is visited: index.html preloads it or the entry imports it statically.',
    );
    const loginImportsClaims = checkBudgets(
      app({
        manifest: {
          ...manifest,
          'src/features/login/route.tsx': {
            file: 'assets/login-1.js',
            src: 'src/features/login/route.tsx',
            isDynamicEntry: true,
            imports: ['src/features/claims/route.tsx'],
          },
        },
      }),
    );
    expect(loginImportsClaims.violations).toContain(
      'src/features/claims/route.tsx (assets/claims-1.js) is loaded by /login, before its route is visited.',
    );
  });

  it("reads index.html's module scripts and modulepreload links, not its stylesheets", () => {
    expect(
      htmlScripts(
        `${html}<link rel="stylesheet" href="/assets/index-1.css"><script src="/legacy.js"></script>`,
      ),
    ).toStrictEqual(['assets/index-1.js', 'assets/react-1.js']);
  });
});
