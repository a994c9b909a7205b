import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of the web build's manifest (dist/.vite/manifest.json), as far as preloading needs. */
interface ManifestEntry {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

/** The pages a visit can open on, by path, and the route module the web app draws each with. */
const FIRST_PAGES: Readonly<Record<string, string>> = { '/login': 'src/features/login/route.tsx' };

/**
 * The modulepreload links a first page needs beyond the entry's (issue 16, Pages): without them the
 * browser learns of the route's chunk only once the entry has run, one round trip later. Only the
 * page's own route is preloaded, so no other route's chunk loads before its route is visited.
 */
export function readRoutePreloads(webDist: string): ReadonlyMap<string, string> {
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  const preloads = new Map<string, string>();
  if (!existsSync(manifestFile)) return preloads;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
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
  const shell = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  for (const [pagePath, src] of Object.entries(FIRST_PAGES)) {
    const key = Object.keys(manifest).find((candidate) => (manifest[candidate]?.src ?? candidate) === src);
    if (!key) continue;
    const files = [...closure([key])]
      .filter((file) => !shell.has(file))
      .map((file) => manifest[file]?.file ?? file)
      .filter((file) => file.endsWith('.js'));
    preloads.set(
      pagePath,
      files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''),
    );
  }
  return preloads;
}
