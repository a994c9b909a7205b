import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureChunks } from './chunk-sizes';

/** `npm run chunks -w @dash/bench`: the chunk sizes alone, after `npm run build`. */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const chunks = await measureChunks(dist);
for (const c of chunks.chunks)
  console.log(`${c.file.padEnd(48)} ${String(c.bytes).padStart(8)} ${String(c.gzip).padStart(7)}`);
console.log(`/login: ${chunks.loginFiles.join(', ')} = ${(chunks.loginGzip / 1024).toFixed(1)} KiB gzipped`);
