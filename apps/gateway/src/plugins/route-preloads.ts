import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of the web build's manifest (dist/.vite/manifest.json), as far as preloading needs. */
interface ManifestEntry {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

/** The pages a visit can open on, by path, and the route module the web app renders each with. */
const FIRST_PAGES: Readonly<Record<string, string>> = {
  '/login': 'src/features/login/route.tsx',
  '/recovery/username': 'src/features/recovery/route.tsx',
  '/recovery/password': 'src/features/recovery/route.tsx',
  '/registration': 'src/features/registration/route.tsx',
};

/**
 * The modulepreload links of the web build's modules (by source path, as the manifest names them)
 * beyond the entry's own, which index.html already links: without them the browser learns of a
 * route's chunks only when the app asks for them. Each link is marked `data-route`: on a
 * server-rendered page, they are switched on after the first paint, a few per task (after-paint-script.ts).
 * Only the modules asked for are linked, so no other route's chunk loads before its route is visited.
 */
export type ModulePreloads = (sources: readonly string[]) => string;

/** The build's module preloads (none when it has no manifest), each set of sources worked out once. */
export function readModulePreloads(webDist: string): ModulePreloads {
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
  const keyOf = new Map(Object.entries(manifest).map(([key, entry]) => [entry.src ?? key, key]));
  const closure = (roots: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const links = new Map<string, string>();
  return (sources) => {
    const id = sources.join(' ');
    let found = links.get(id);
    if (found === undefined) {
      found = [...closure(sources.flatMap((source) => keyOf.get(source) ?? []))]
        .filter((key) => !entry.has(key))
        .map((key) => manifest[key]?.file ?? key)
        .filter((file) => file.endsWith('.js'))
        .map((file) => `<link rel="modulepreload" crossorigin data-route href="/${file}">`)
        .join('');
      links.set(id, found);
    }
    return found;
  };
}

/** The preload links of a first page (issue 16, Pages), by path, from the build's module preloads: its route's. */
export function firstPagePreloads(preloads: ModulePreloads): ReadonlyMap<string, string> {
  return new Map(
    Object.entries(FIRST_PAGES)
      .map(([pagePath, source]) => [pagePath, preloads([source])] as const)
      .filter(([, links]) => links !== ''),
  );
}
