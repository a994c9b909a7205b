#!/usr/bin/env node
// npm run build -w @dash/gateway: the gateway as one JavaScript module, run by plain node (decision 028).
// Run through tsx, the gateway held about 90 MB more resident memory (tsx's loader, the compiled
// sources and their source maps) and started slower; npm start and the benchmark run this build.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GATEWAY = path.join(ROOT, 'apps/gateway');

/**
 * Bundles apps/gateway/src/server.ts (and db/migrate-cli.ts, the `migrate` bundle) and the workspace code
 * they import (@dash/domain, TypeScript) into one module each in `outdir`; npm packages stay outside,
 * loaded from node_modules as installed (with patches/ applied: postgres.js's, decisions 030 and 049). The output directory must sit at src's depth
 * in apps/gateway: config.ts finds the repository (the web build, the data directory) from its own
 * file, and migrate.ts its migrations, copied beside the bundle.
 * @param {{ outdir?: string }} [options]
 * @returns {Promise<string>} the bundle's path
 */
export async function buildGateway({ outdir = path.join(GATEWAY, 'dist') } = {}) {
  if (path.dirname(path.resolve(outdir)) !== GATEWAY)
    throw new Error(`the gateway build goes in a folder of apps/gateway, not ${outdir}`);
  const manifest = JSON.parse(await readFile(path.join(GATEWAY, 'package.json'), 'utf8'));
  // The development ones too: Vite and @fastify/middie, imported only under WEB_DEV
  // (plugins/web-dev-server.ts), stay outside as imports that never run.
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  const packages = names.filter((name) => !name.startsWith('@dash/'));
  await rm(outdir, { recursive: true, force: true });
  await build({
    // The server, and the migration command a release runs once before its gateways (decision 060).
    entryPoints: {
      server: path.join(GATEWAY, 'src/server.ts'),
      migrate: path.join(GATEWAY, 'src/db/migrate-cli.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // A package and its subpaths (pglite's, kysely's helpers).
    external: packages.flatMap((name) => [name, path.posix.join(name, '*')]),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  await cp(path.join(GATEWAY, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
  return path.join(outdir, 'server.mjs');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The gateway, in [outdir] (apps/gateway/dist by default).
  const outdir = process.argv[2];
  console.log(`gateway built: ${path.relative(ROOT, await buildGateway(outdir ? { outdir } : {}))}`);
}
