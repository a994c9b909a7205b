import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSizes {
  readonly chunks: Array<{ file: string; bytes: number; gzip: number }>;
}

/** Size and gzip size of every JS file of the browser's build (what /login loads is bundle-budgets.ts's to say). */
export async function measureChunks(build: string): Promise<ChunkSizes> {
  const assets = path.join(build, 'client/assets');
  const chunks: ChunkSizes['chunks'] = [];
  for (const file of await readdir(assets)) {
    if (!file.endsWith('.js')) continue;
    const body = await readFile(path.join(assets, file));
    chunks.push({ file: `/assets/${file}`, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return { chunks: chunks.sort((a, b) => b.gzip - a.gzip) };
}
