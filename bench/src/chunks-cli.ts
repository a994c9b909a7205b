import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBudgets, readBuiltApp } from './bundle-budgets';
import { measureChunks } from './chunk-sizes';

/** `npm run chunks -w @dash/bench`: the chunk sizes alone, after `npm run build`. */
const build = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/build');
const chunks = await measureChunks(build);
for (const c of chunks.chunks)
  console.log(`${c.file.padEnd(48)} ${String(c.bytes).padStart(8)} ${String(c.gzip).padStart(7)}`);
// What /login loads, read as the budget check of `npm test` reads it.
const { login } = checkBudgets(await readBuiltApp(build));
console.log(`/login: ${login.files.join(', ')} = ${(login.gzip / 1024).toFixed(1)} KiB gzipped`);
