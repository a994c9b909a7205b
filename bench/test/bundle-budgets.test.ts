import { describe, expect, it } from 'vitest';
import {
  AREA_BUDGET,
  checkBudgets,
  LOGIN_BUDGET,
  type PageManifest,
  pageScripts,
  routeChain,
} from '../src/bundle-budgets';

/** A small framework manifest: the entry, the root, the pages' layout, /login and a member page. */
const manifest: PageManifest = {
  entry: { module: '/assets/entry.client.js', imports: ['/assets/shell.js'] },
  routes: {
    root: { module: '/assets/root.js', imports: ['/assets/shell.js', '/assets/root.css'] },
    'routes/pages': { module: '/assets/pages.js', parentId: 'root', imports: ['/assets/shell.js'] },
    'routes/login': {
      module: '/assets/login.js',
      parentId: 'routes/pages',
      imports: ['/assets/shell.js', '/assets/login-shell.js'],
    },
    'routes/member-area': { module: '/assets/member-area.js', parentId: 'routes/pages' },
    'routes/home': {
      module: '/assets/home.js',
      parentId: 'routes/member-area',
      imports: ['/assets/query.js'],
    },
  },
};

/** The same, with a second member page that imports the home page's query chunk. */
const withSharedChunk: PageManifest = {
  ...manifest,
  routes: {
    ...manifest.routes,
    'routes/claims': {
      module: '/assets/claims.js',
      parentId: 'routes/member-area',
      imports: ['/assets/query.js'],
    },
  },
};
/** The same, with /login importing the home page's route module. */
const loginLoadsHome: PageManifest = {
  ...manifest,
  routes: {
    ...manifest.routes,
    'routes/login': {
      module: '/assets/login.js',
      parentId: 'routes/pages',
      imports: ['/assets/shell.js', '/assets/login-shell.js', '/assets/home.js'],
    },
  },
};

/** The same, with the cost estimator, a page ZOD_AT_START lets load zod. */
const withEstimator: PageManifest = {
  ...manifest,
  routes: {
    ...manifest.routes,
    'routes/cost-estimator': {
      module: '/assets/cost-estimator.js',
      parentId: 'routes/member-area',
      imports: ['/assets/estimator.js'],
    },
  },
};

const sizes = (entries: Record<string, number>) => new Map(Object.entries(entries));
const everyFile = {
  '/assets/entry.client.js': 300,
  '/assets/shell.js': 100_000,
  '/assets/root.js': 100,
  '/assets/pages.js': 100,
  '/assets/login.js': 100,
  '/assets/login-shell.js': 4_000,
  '/assets/member-area.js': 100,
  '/assets/home.js': 5_000,
  '/assets/query.js': 9_000,
};

describe('routeChain', () => {
  it.each([
    ['root', ['root']],
    ['routes/login', ['root', 'routes/pages', 'routes/login']],
    ['routes/home', ['root', 'routes/pages', 'routes/member-area', 'routes/home']],
  ])('%s renders %j', (route, chain) => {
    expect(routeChain(manifest, route)).toEqual(chain);
  });

  it('names a route the manifest does not hold', () => {
    expect(() => routeChain(manifest, 'routes/nowhere')).toThrow('No route routes/nowhere');
  });
});

describe('pageScripts', () => {
  it.each([
    [
      'routes/login',
      [
        '/assets/entry.client.js',
        '/assets/shell.js',
        '/assets/root.js',
        '/assets/pages.js',
        '/assets/login.js',
        '/assets/login-shell.js',
      ],
    ],
    [
      'routes/home',
      [
        '/assets/entry.client.js',
        '/assets/shell.js',
        '/assets/root.js',
        '/assets/pages.js',
        '/assets/member-area.js',
        '/assets/home.js',
        '/assets/query.js',
      ],
    ],
  ])('%s loads the entry and each matched route once, JS only', (route, files) => {
    expect(pageScripts(manifest, route)).toEqual(files);
  });
});

describe('checkBudgets', () => {
  it.each([
    { name: 'counts /login once per file, not a member page', gzip: everyFile, total: 104_600, broken: [] },
    {
      name: 'fails when /login is over its budget, naming the largest files',
      gzip: { ...everyFile, '/assets/shell.js': LOGIN_BUDGET },
      total: LOGIN_BUDGET + 4_600,
      broken: [
        /over its 120\.0 KB budget \(largest: \/assets\/shell\.js 120\.0 KB, \/assets\/login-shell\.js 3\.9 KB/,
      ],
    },
    {
      name: 'fails when a page adds more than an area budget of its own beyond the shell',
      gzip: { ...everyFile, '/assets/home.js': AREA_BUDGET + 1 },
      total: 104_600,
      broken: [
        /^routes\/home's own files weigh 68\.8 KB gzipped, over the 60\.0 KB budget of a page: \/assets\/home\.js, \/assets\/query\.js\./,
      ],
    },
    {
      name: 'fails when a chunk several pages share is over an area budget on its own',
      manifest: withSharedChunk,
      gzip: { ...everyFile, '/assets/query.js': AREA_BUDGET + 1 },
      total: 104_600,
      broken: [/^The shared chunk \/assets\/query\.js weighs 60\.0 KB gzipped/],
    },
    {
      name: "fails when /login loads another page's route module",
      manifest: loginLoadsHome,
      gzip: everyFile,
      total: 109_600,
      broken: [/^routes\/home \(\/assets\/home\.js\) is loaded by \/login, before its page is visited\./],
    },
    {
      name: 'fails when a file the manifest names was not built',
      gzip: { ...everyFile, '/assets/login-shell.js': undefined },
      total: 100_600,
      broken: [/no file \/assets\/login-shell\.js/],
    },
    {
      name: 'fails when a dynamic import has files to load first, which the plain preload helper drops',
      gzip: everyFile,
      preloadLists: ['/assets/home.js'],
      total: 104_600,
      broken: [/^\/assets\/home\.js lists files a dynamic import loads first/],
    },
    {
      name: 'fails when a page loads zod before it is hydrated without a reason in ZOD_AT_START',
      gzip: everyFile,
      zodFiles: ['/assets/query.js'],
      total: 104_600,
      broken: [/^routes\/home loads zod \(\/assets\/query\.js\) before it is hydrated: import its contracts/],
    },
    {
      name: 'lets a page in ZOD_AT_START load zod',
      manifest: withEstimator,
      gzip: everyFile,
      zodFiles: ['/assets/estimator.js'],
      total: 104_600,
      broken: [],
    },
    {
      name: 'fails when a page in ZOD_AT_START no longer loads zod',
      manifest: withEstimator,
      gzip: everyFile,
      zodFiles: ['/assets/nowhere.js'],
      total: 104_600,
      broken: [
        /^routes\/cost-estimator no longer loads zod before it is hydrated: take it off ZOD_AT_START\./,
      ],
    },
    {
      name: 'fails when no file of the build holds zod, so the check would read nothing',
      gzip: everyFile,
      zodFiles: [],
      total: 104_600,
      broken: [/^No file of the build holds zod's classes/],
    },
  ])('$name', ({ manifest: built = manifest, gzip, preloadLists, zodFiles, total, broken }) => {
    const present = Object.fromEntries(
      Object.entries(gzip).filter((entry): entry is [string, number] => entry[1] !== undefined),
    );
    const report = checkBudgets({ manifest: built, gzip: sizes(present), preloadLists, zodFiles });
    expect(report.login.gzip).toBe(total);
    expect(report.violations).toHaveLength(broken.length);
    broken.forEach((pattern, index) => {
      expect(report.violations[index]).toMatch(pattern);
    });
  });
});
