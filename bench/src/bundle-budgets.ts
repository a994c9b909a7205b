/**
 * The web app's JavaScript budgets (issue 16, Pages), checked on React Router's build in bytes, never in
 * time (decision 053):
 * - what `/login` loads (the client entry and the routes its page renders, with their static imports)
 *   stays within LOGIN_BUDGET gzipped;
 * - what a page adds to the shell every page loads (its routes' modules and the chunks only they import)
 *   stays within AREA_BUDGET gzipped, and so does each chunk several pages share;
 * - /login loads no other route's module: a route's code arrives with its page;
 * - zod is not among a page's scripts unless the page is in ZOD_AT_START: a page imports its contract
 *   schemas with its calls and its forms' first check (decision 072).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

// 120 KB from issue 16 (122 KB from decision 048 until issue 37 won it back: the snackbar loads with
// the first notification, the error reporter sends without the API client).
export const LOGIN_BUDGET = 120 * 1024;
export const AREA_BUDGET = 60 * 1024;

/**
 * The routes whose page still loads zod before it is hydrated, and why. zod builds a schema as its
 * module is evaluated: 20–45 ms of a phone's start before decision 072 took it off the other pages.
 */
export const ZOD_AT_START: Readonly<Record<string, string>> = {
  'routes/cost-estimator': "reads the search from its address with the search form's schema as it renders",
  'routes/connect-app':
    "reads the app's authorization request from its address with the contract as it renders",
  'routes/registration-policies': "mid-login; the form's values and its schema are one module",
};

export interface AreaCost {
  /** The route's id in React Router's manifest (`routes/claims`). */
  readonly area: string;
  /** The files only this route's page loads beyond the shell. */
  readonly files: readonly string[];
  readonly gzip: number;
}

export interface BudgetReport {
  readonly login: { readonly files: readonly string[]; readonly gzip: number };
  readonly areas: readonly AreaCost[];
  /** Empty when every budget holds; otherwise one clear sentence per broken budget, naming the file. */
  readonly violations: readonly string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The three largest files, for a broken budget's message. */
const largestOf = (sizes: readonly { readonly file: string; readonly gzip: number }[]) =>
  [...sizes]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 3)
    .map((c) => `${c.file} ${kb(c.gzip)}`)
    .join(', ');

/**
 * React Router's browser manifest, as the framework build's server module exports it (`assets`):
 * the client entry and each route's module with the chunks it imports statically. React Router
 * preloads exactly these for a page (`<Scripts>`'s modulepreload links) and imports the entry.
 */
export interface PageManifest {
  readonly entry: { readonly module: string; readonly imports: readonly string[] };
  readonly routes: Readonly<
    Record<
      string,
      { readonly module: string; readonly imports?: readonly string[]; readonly parentId?: string }
    >
  >;
}

export interface BuiltApp {
  readonly manifest: PageManifest;
  /** Gzip size (level 9) of each JS file of the browser's build, by its URL path (`/assets/x.js`). */
  readonly gzip: ReadonlyMap<string, number>;
  /**
   * The files that hold a list of files a dynamic import loads first (`__vite__mapDeps`): the build's
   * preload helper is a plain call (apps/web/no-preload-helper.ts, decision 067), which loads none.
   */
  readonly preloadLists?: readonly string[];
  /** The files that hold zod's schema classes. */
  readonly zodFiles?: readonly string[];
}

/** The id of the sign-in page's route module; the page is it and its parents (root, routes/pages). */
export const LOGIN_ROUTE = 'routes/login';
/** The layout every page renders in: the shell is the entry, the root route and this one. */
const SHELL_ROUTE = 'routes/pages';

/** A route's id with its parents', root first: the routes a page of that route renders. */
export function routeChain(manifest: PageManifest, routeId: string): string[] {
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id !== undefined; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`No route ${id} in the framework's manifest.`);
    if (chain.includes(id)) throw new Error(`Route ${id} is its own parent in the framework's manifest.`);
    chain.unshift(id);
  }
  return chain;
}

/** The JS files a page of the route loads before it runs: the entry and each matched route, with their imports. */
export function pageScripts(manifest: PageManifest, routeId: string): string[] {
  const files = [manifest.entry.module, ...manifest.entry.imports];
  for (const id of routeChain(manifest, routeId)) {
    const route = manifest.routes[id];
    if (route) files.push(route.module, ...(route.imports ?? []));
  }
  return [...new Set(files)].filter((file) => file.endsWith('.js'));
}

/** Every budget of the build: /login's, each page's beyond the shell, each shared chunk's. */
export function checkBudgets(build: BuiltApp): BudgetReport {
  const { manifest, gzip } = build;
  const violations: string[] = [];
  const sizeOf = (files: readonly string[]) => files.reduce((sum, file) => sum + (gzip.get(file) ?? 0), 0);

  const loginFiles = pageScripts(manifest, LOGIN_ROUTE);
  const missing = loginFiles.filter((file) => !gzip.has(file));
  if (missing.length > 0) violations.push(`The build has no file ${missing.join(', ')}.`);
  const login = { files: loginFiles, gzip: sizeOf(loginFiles) };
  if (login.gzip > LOGIN_BUDGET) {
    const largest = largestOf(loginFiles.map((file) => ({ file, gzip: gzip.get(file) ?? 0 })));
    violations.push(
      `/login loads ${kb(login.gzip)} of JS gzipped in ${loginFiles.length} files, over its ${kb(LOGIN_BUDGET)} budget (largest: ${largest}).`,
    );
  }
  for (const file of build.preloadLists ?? [])
    violations.push(
      `${file} lists files a dynamic import loads first, which the build's preload helper does not load (decision 067): give the chunk's stylesheet to the page's.`,
    );
  const loginChain = new Set(routeChain(manifest, LOGIN_ROUTE));
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (!loginChain.has(id) && loginFiles.includes(route.module))
      violations.push(`${id} (${route.module}) is loaded by /login, before its page is visited.`);
  }

  violations.push(...zodAtStartViolations(build));

  // A page's own files: what it loads beyond the shell that no other page loads. Chunks several pages
  // share are cached once; each is held to the same budget on its own, so nothing hides in them.
  const shell = new Set(pageScripts(manifest, SHELL_ROUTE));
  const pageFiles = new Map(
    Object.keys(manifest.routes)
      .filter((id) => !shell.has(manifest.routes[id]?.module ?? ''))
      .map((id) => [id, pageScripts(manifest, id).filter((file) => !shell.has(file))] as const),
  );
  const areas = [...pageFiles].map(([area, files]): AreaCost => {
    const own = files.filter((file) =>
      [...pageFiles].every(([other, theirs]) => other === area || !theirs.includes(file)),
    );
    return { area, files: own, gzip: sizeOf(own) };
  });
  for (const page of areas) {
    if (page.gzip > AREA_BUDGET)
      violations.push(
        `${page.area}'s own files weigh ${kb(page.gzip)} gzipped, over the ${kb(AREA_BUDGET)} budget of a page: ${page.files.join(', ')}.`,
      );
  }
  const shared = new Set([...pageFiles.values()].flat());
  for (const page of areas) for (const file of page.files) shared.delete(file);
  for (const file of shared) {
    const bytes = gzip.get(file) ?? 0;
    if (bytes > AREA_BUDGET)
      violations.push(
        `The shared chunk ${file} weighs ${kb(bytes)} gzipped, over the ${kb(AREA_BUDGET)} budget.`,
      );
  }
  return { login, areas, violations };
}

/** Each route that loads zod before it is hydrated without a reason in ZOD_AT_START, and each reason no longer true. */
function zodAtStartViolations(build: BuiltApp, allowed = ZOD_AT_START): string[] {
  const zodFiles = build.zodFiles;
  if (zodFiles === undefined) return [];
  // The web's forms use zod: a build where no file holds it means the marker no longer finds zod.
  if (zodFiles.length === 0)
    return ["No file of the build holds zod's classes ($ZodType): ZOD_AT_START is checked against nothing."];
  const violations: string[] = [];
  for (const id of Object.keys(build.manifest.routes)) {
    const zod = pageScripts(build.manifest, id).filter((file) => zodFiles.includes(file));
    if (zod.length > 0 && !(id in allowed))
      violations.push(
        `${id} loads zod (${zod.join(', ')}) before it is hydrated: import its contracts with its calls and its forms' first check (decision 072).`,
      );
    if (zod.length === 0 && id in allowed)
      violations.push(`${id} no longer loads zod before it is hydrated: take it off ZOD_AT_START.`);
  }
  return violations;
}

/** Reads the build under buildDir (apps/web/build): its server module's manifest and every browser JS file's gzip size. */
export async function readBuiltApp(buildDir: string): Promise<BuiltApp> {
  const server = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as {
    assets?: PageManifest;
  };
  if (!server.assets)
    throw new Error(
      `${buildDir}/server/index.js exports no assets manifest: build it with \`npm run build -w @dash/web\`.`,
    );
  const gzip = new Map<string, number>();
  const preloadLists: string[] = [];
  const zodFiles: string[] = [];
  const assets = path.join(buildDir, 'client/assets');
  for (const file of await readdir(assets)) {
    if (!file.endsWith('.js')) continue;
    const body = await readFile(path.join(assets, file));
    gzip.set(`/assets/${file}`, gzipSync(body, { level: 9 }).length);
    if (body.includes('__vite__mapDeps')) preloadLists.push(`/assets/${file}`);
    // zod's classes are made by name ($constructor('$ZodType', …)), which minifying keeps.
    if (/[`"']\$ZodType[`"']/.test(body.toString())) zodFiles.push(`/assets/${file}`);
  }
  return { manifest: server.assets, gzip, preloadLists, zodFiles };
}
