import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The web build the gateway serves in the journeys (npm start's default WEB_DIST). */
const MANIFEST = path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist', '.vite', 'manifest.json');

/**
 * The address pattern of the chunk a source module was built into. Chunks are named by their hash
 * alone (apps/web/vite.config.ts), so a test that holds a module's chunk finds its file in the
 * build's manifest; a glob on the module's name would match nothing, and hold nothing.
 */
export function chunkOf(module: string): string {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, { file?: string }>;
  const file = manifest[module]?.file;
  if (!file) throw new Error(`${module} is not a chunk of the web build (${MANIFEST})`);
  return `**/${file}`;
}
