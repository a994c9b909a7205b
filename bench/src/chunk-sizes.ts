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
}

/** Gzip size of every built JS chunk (what /login loads is bundle-budgets.ts's to say). */
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

  return {
    chunks: [...sizes].map(([file, size]) => ({ file, ...size })).sort((a, b) => b.gzip - a.gzip),
  };
}
