/**
 * The web app's JavaScript budgets (issue 16, Pages), checked on the built app in bytes, never in time:
 * - what `/login` loads (the entry, its static imports and the login route's chunk with its imports)
 *   stays within LOGIN_BUDGET gzipped;
 * - what visiting one route adds to the shell (its lazy chunk and the chunks only it imports) stays
 *   within AREA_BUDGET gzipped;
 * - no route's chunk is loaded before its route is visited: index.html neither loads nor preloads one,
 *   and the entry imports none statically.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

// 120 KB from issue 16; 122 KB since the browser's error reports and the reload of a failed chunk
// joined the first script (decision 048), until React Router's framework mode is measured (issue 37).
export const LOGIN_BUDGET = 122 * 1024;
export const AREA_BUDGET = 60 * 1024;

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestEntry {
  readonly file: string;
  /** The chunk's name (a module's or a group's): the file itself is named by its hash (vite.config.ts). */
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestEntry>>;

export interface BuiltApp {
  readonly manifest: Manifest;
  /** The built index.html. */
  readonly html: string;
  /** Gzip size (level 9) of each built file, by its path under dist. */
  readonly gzip: ReadonlyMap<string, number>;
}

export interface AreaCost {
  /** The feature folder (claims, find-care) or the app's area layout (app/member-area.tsx). */
  readonly area: string;
  /** The chunks only this area loads: its route chunks and the imports no other area or the shell shares. */
  readonly files: readonly string[];
  readonly gzip: number;
}

export interface BudgetReport {
  readonly login: { readonly files: readonly string[]; readonly gzip: number };
  readonly areas: readonly AreaCost[];
  /** Empty when every budget holds; otherwise one clear sentence per broken budget, naming the chunk. */
  readonly violations: readonly string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A built file as a person reads it: with the name the manifest gives its chunk, when it gives one. */
const labelOf = (manifest: Manifest, file: string) => {
  const entry = Object.values(manifest).find((candidate) => candidate.file === file);
  const name = entry?.src ?? entry?.name;
  return name ? `${file} (${name})` : file;
};

/** The manifest keys a key loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

const jsFiles = (manifest: Manifest, keys: Iterable<string>) =>
  [...new Set([...keys].map((key) => manifest[key]?.file ?? key))].filter((file) => file.endsWith('.js'));

/** The lazily loaded modules that stand for a route or an area: feature modules and the app's area layouts. */
const isRouteModule = (key: string, entry: ManifestEntry) =>
  entry.isDynamicEntry === true && /(^|\/)src\/(features\/|app\/[\w-]+-area\.tsx$)/.test(entry.src ?? key);

/** The JS files index.html loads or preloads: its module scripts and modulepreload links. */
export function htmlScripts(html: string): string[] {
  const files: string[] = [];
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const isScript = match[1] === 'script' && /type="module"/.test(tag);
    const isPreload = match[1] === 'link' && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="\/?([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url) files.push(url);
  }
  return files;
}

/** The three largest files, each as `label` names it, for a broken budget's message. */
const largestOf = (
  sizes: readonly { readonly file: string; readonly gzip: number }[],
  label: (file: string) => string,
) =>
  [...sizes]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 3)
    .map((c) => `${label(c.file)} ${kb(c.gzip)}`)
    .join(', ');

export function checkBudgets(app: BuiltApp): BudgetReport {
  const { manifest, gzip } = app;
  const size = (files: readonly string[]) => files.reduce((sum, file) => sum + (gzip.get(file) ?? 0), 0);
  const violations: string[] = [];

  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const shell = staticClosure(manifest, entryKeys);
  const shellFiles = new Set(jsFiles(manifest, shell));
  const routeKeys = Object.keys(manifest).filter((key) => {
    const entry = manifest[key];
    return entry !== undefined && isRouteModule(key, entry);
  });

  const loginKey = routeKeys.find((key) => /features\/login\/route\.tsx$/.test(manifest[key]?.src ?? key));
  if (!loginKey) violations.push('No lazy chunk for src/features/login/route.tsx in the build manifest.');
  const loginFiles = jsFiles(
    manifest,
    staticClosure(manifest, [...entryKeys, ...(loginKey ? [loginKey] : [])]),
  );
  const login = { files: loginFiles, gzip: size(loginFiles) };
  if (login.gzip > LOGIN_BUDGET) {
    const largest = largestOf(
      loginFiles.map((file) => ({ file, gzip: gzip.get(file) ?? 0 })),
      (file) => labelOf(manifest, file),
    );
    violations.push(
      `/login loads ${kb(login.gzip)} of JS gzipped, over its ${kb(LOGIN_BUDGET)} budget (largest: ${largest}).`,
    );
  }

  // An area's lazy chunks: what its routes load that neither the shell nor any other area loads.
  // Chunks several areas share (zod, TanStack Query, the dialog) are cached once; each is held to the
  // same budget on its own below, so nothing hides in them.
  const areaOf = (key: string) => {
    const src = manifest[key]?.src ?? key;
    return /src\/features\/([\w-]+)\//.exec(src)?.[1] ?? src.replace(/^.*src\//, '');
  };
  const areaFiles = new Map<string, Set<string>>();
  for (const key of routeKeys) {
    const area = areaOf(key);
    const files = areaFiles.get(area) ?? new Set<string>();
    for (const file of jsFiles(manifest, staticClosure(manifest, [key])))
      if (!shellFiles.has(file)) files.add(file);
    areaFiles.set(area, files);
  }
  const areas = [...areaFiles].map(([area, files]): AreaCost => {
    const own = [...files].filter((file) =>
      [...areaFiles].every(([other, theirs]) => other === area || !theirs.has(file)),
    );
    return { area, files: own, gzip: size(own) };
  });
  for (const route of areas) {
    if (route.gzip > AREA_BUDGET) {
      violations.push(
        `The ${route.area} area's lazy chunks weigh ${kb(route.gzip)} gzipped, over the ${kb(AREA_BUDGET)} budget of an area: ${route.files.map((file) => labelOf(manifest, file)).join(', ')}.`,
      );
    }
  }
  const shared = new Set([...areaFiles.values()].flatMap((files) => [...files]));
  for (const route of areas) for (const file of route.files) shared.delete(file);
  for (const file of shared) {
    const bytes = gzip.get(file) ?? 0;
    if (bytes > AREA_BUDGET) {
      violations.push(
        `The shared lazy chunk ${labelOf(manifest, file)} weighs ${kb(bytes)} gzipped, over the ${kb(AREA_BUDGET)} budget.`,
      );
    }
  }

  // Loaded before any route is visited: what index.html fetches and what the entry imports statically.
  const routeFiles = new Map(
    routeKeys.map((key) => [manifest[key]?.file ?? key, manifest[key]?.src ?? key] as const),
  );
  const early = new Set([...htmlScripts(app.html), ...shellFiles]);
  for (const file of early) {
    const src = routeFiles.get(file);
    if (src) {
      violations.push(
        `${src} (${file}) is loaded with the shell, before its route is visited: index.html preloads it or the entry imports it statically.`,
      );
    }
  }
  // The sign-in page must not pull another route's chunk in with it.
  for (const file of loginFiles) {
    const src = routeFiles.get(file);
    if (src && !/features\/login\/route\.tsx$/.test(src)) {
      violations.push(`${src} (${file}) is loaded by /login, before its route is visited.`);
    }
  }
  return { login, areas, violations };
}

/** Reads the built app under dist (manifest, index.html, every built JS file's gzip size). */
export async function readBuiltApp(dist: string): Promise<BuiltApp> {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  const manifestText = await readFile(manifestFile, 'utf8').catch(() => {
    throw new Error(`No build manifest at ${manifestFile}: run \`npm run build -w @dash/web\` first.`);
  });
  const manifest = JSON.parse(manifestText) as Manifest;
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const gzip = new Map<string, number>();
  for (const entry of Object.values(manifest)) {
    if (!entry.file.endsWith('.js') || gzip.has(entry.file)) continue;
    gzip.set(entry.file, gzipSync(await readFile(path.join(dist, entry.file)), { level: 9 }).length);
  }
  return { manifest, html, gzip };
}

/**
 * React Router's browser manifest, as the framework build's server module exports it (`assets`):
 * the client entry and each route's module with the chunks it imports statically. React Router
 * preloads exactly these for a page (`<Scripts>`'s modulepreload links) and imports the entry.
 */
export interface FrameworkManifest {
  readonly entry: { readonly module: string; readonly imports: readonly string[] };
  readonly routes: Readonly<
    Record<
      string,
      { readonly module: string; readonly imports?: readonly string[]; readonly parentId?: string }
    >
  >;
}

export interface FrameworkBuild {
  readonly manifest: FrameworkManifest;
  /** Gzip size (level 9) of each JS file of the browser's build, by its URL path (`/assets/x.js`). */
  readonly gzip: ReadonlyMap<string, number>;
}

/** The framework's id of the sign-in page's route module; the page is it and its parents (root, routes/pages). */
export const FRAMEWORK_LOGIN_ROUTE = 'routes/login';

/** A route's id with its parents', root first: the routes a page of that route renders. */
export function routeChain(manifest: FrameworkManifest, routeId: string): string[] {
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id !== undefined; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`No route ${id} in the framework's manifest.`);
    if (chain.includes(id)) throw new Error(`Route ${id} is its own parent in the framework's manifest.`);
    chain.unshift(id);
  }
  return chain;
}

/** The JS files a page of the route loads before it runs: the entry and each matched route, with their imports. */
export function frameworkPageScripts(manifest: FrameworkManifest, routeId: string): string[] {
  const files = [manifest.entry.module, ...manifest.entry.imports];
  for (const id of routeChain(manifest, routeId)) {
    const route = manifest.routes[id];
    if (route) files.push(route.module, ...(route.imports ?? []));
  }
  return [...new Set(files)].filter((file) => file.endsWith('.js'));
}

/** /login's JS in the framework build against the same budget as the data-mode build's. */
export function checkFrameworkBudget(build: FrameworkBuild): Pick<BudgetReport, 'login' | 'violations'> {
  const files = frameworkPageScripts(build.manifest, FRAMEWORK_LOGIN_ROUTE);
  const violations: string[] = [];
  const missing = files.filter((file) => !build.gzip.has(file));
  if (missing.length > 0) violations.push(`The framework build has no file ${missing.join(', ')}.`);
  const sizes = files.map((file) => ({ file, gzip: build.gzip.get(file) ?? 0 }));
  const gzip = sizes.reduce((sum, { gzip: bytes }) => sum + bytes, 0);
  if (gzip > LOGIN_BUDGET) {
    const largest = largestOf(sizes, (file) => file);
    violations.push(
      `/login in the framework build loads ${kb(gzip)} of JS gzipped in ${files.length} files, over its ${kb(LOGIN_BUDGET)} budget (largest: ${largest}).`,
    );
  }
  return { login: { files, gzip }, violations };
}

/** Reads the framework build under buildDir: its server module's manifest and every browser JS file's gzip size. */
export async function readFrameworkBuild(buildDir: string): Promise<FrameworkBuild> {
  const server = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as {
    assets?: FrameworkManifest;
  };
  if (!server.assets) throw new Error(`${buildDir}/server/index.js exports no assets manifest.`);
  const gzip = new Map<string, number>();
  const assets = path.join(buildDir, 'client/assets');
  for (const file of await readdir(assets)) {
    if (!file.endsWith('.js')) continue;
    gzip.set(`/assets/${file}`, gzipSync(await readFile(path.join(assets, file)), { level: 9 }).length);
  }
  return { manifest: server.assets, gzip };
}
