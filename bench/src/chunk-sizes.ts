import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
}

export interface ChunkSizes {
  readonly chunks: Array<{ file: string; bytes: number; gzip: number }>;
  readonly loginFiles: string[];
  readonly loginGzip: number;
}

/** Gzip size of every built JS chunk, and the JS that /login loads: the entry, the login chunk, their imports. */
export async function measureChunks(dist: string): Promise<ChunkSizes> {
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const sizes = new Map<string, { bytes: number; gzip: number }>();
  for (const entry of Object.values(manifest)) {
    if (!entry.file.endsWith('.js') || sizes.has(entry.file)) continue;
    const body = await readFile(path.join(dist, entry.file));
    sizes.set(entry.file, { bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }

  const loginKeys = new Set<string>();
  const visit = (key: string) => {
    if (loginKeys.has(key)) return;
    loginKeys.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key, entry] of Object.entries(manifest)) {
    if (entry.isEntry) visit(key);
    if (entry.isDynamicEntry && /features\/login\//.test(entry.src ?? key)) visit(key);
  }
  const loginFiles = [...loginKeys]
    .map((key) => manifest[key]?.file ?? key)
    .filter((file) => file.endsWith('.js'));
  return {
    chunks: [...sizes].map(([file, size]) => ({ file, ...size })).sort((a, b) => b.gzip - a.gzip),
    loginFiles,
    loginGzip: loginFiles.reduce((sum, file) => sum + (sizes.get(file)?.gzip ?? 0), 0),
  };
}
