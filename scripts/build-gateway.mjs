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
 * postgres.js is bundled, not loaded from node_modules, so that its queue module can be replaced by
 * apps/gateway/src/db/postgres-queue.ts: the original slows every query down the longer the pool stays
 * busy (decision 030). The rest of postgres.js is bundled as published. The replacement was written
 * against one version's queue.js: another version stops the build until someone compares the two.
 */
const PATCHED_QUEUE = path.join(GATEWAY, 'src/db/postgres-queue.ts');
const QUEUE_WRITTEN_FOR = '3.4.9';
const BUNDLED_PACKAGES = new Set(['postgres']);

/** The plugin, and how many imports of postgres.js's queue it replaced (one per importing module). */
function postgresQueue() {
  let replaced = 0;
  /** @type {import('esbuild').Plugin} */
  const plugin = {
    name: 'postgres-queue',
    setup(build) {
      build.onStart(async () => {
        const { version } = JSON.parse(
          await readFile(path.join(ROOT, 'node_modules/postgres/package.json'), 'utf8'),
        );
        if (version !== QUEUE_WRITTEN_FOR)
          return {
            errors: [
              {
                text: `postgres ${version}: compare its src/queue.js with ${path.relative(ROOT, PATCHED_QUEUE)} (written for ${QUEUE_WRITTEN_FOR}), then update QUEUE_WRITTEN_FOR`,
              },
            ],
          };
      });
      build.onResolve({ filter: /^\.\/queue\.js$/ }, (args) => {
        if (!/[\\/]node_modules[\\/]postgres[\\/]src[\\/]/.test(args.importer)) return undefined;
        replaced += 1;
        return { path: PATCHED_QUEUE };
      });
    },
  };
  return { plugin, replaced: () => replaced };
}

/**
 * Bundles apps/gateway/src/server.ts and the workspace code it imports (@dash/domain, TypeScript) into
 * one module in `outdir`; npm packages stay outside, loaded from node_modules as before (postgres.js
 * excepted, above). The output directory must sit at src's depth in apps/gateway: config.ts finds the
 * repository (the web build, the data directory) from its own file, and migrate.ts its migrations,
 * copied beside the bundle.
 * @param {{ outdir?: string }} [options]
 * @returns {Promise<string>} the bundle's path
 */
export async function buildGateway({ outdir = path.join(GATEWAY, 'dist') } = {}) {
  if (path.dirname(path.resolve(outdir)) !== GATEWAY)
    throw new Error(`the gateway build goes in a folder of apps/gateway, not ${outdir}`);
  const { dependencies } = JSON.parse(await readFile(path.join(GATEWAY, 'package.json'), 'utf8'));
  const packages = Object.keys(dependencies).filter(
    (name) => !name.startsWith('@dash/') && !BUNDLED_PACKAGES.has(name),
  );
  await rm(outdir, { recursive: true, force: true });
  const queue = postgresQueue();
  await build({
    entryPoints: [path.join(GATEWAY, 'src/server.ts')],
    outfile: path.join(outdir, 'server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // A package and its subpaths (pglite's, kysely's helpers).
    external: packages.flatMap((name) => [name, path.posix.join(name, '*')]),
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [queue.plugin],
  });
  if (queue.replaced() === 0)
    throw new Error("postgres.js's queue.js was not found to replace (decision 030)");
  await cp(path.join(GATEWAY, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
  return path.join(outdir, 'server.mjs');
}

/**
 * A benchmark baseline (`bench/src/baselines/*.ts`) bundled with the same postgres.js as the gateway,
 * its queue replaced (decision 030): the database ceiling is measured through the driver the gateway
 * ships, as issue 16 asks. Other packages stay outside. Written to `bench/.build/<name>.mjs`.
 * @param {string} entry
 * @returns {Promise<string>} the bundle's path
 */
export async function buildBaseline(entry) {
  const outfile = path.join(ROOT, 'bench/.build', `${path.basename(entry, '.ts')}.mjs`);
  const queue = postgresQueue();
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['fastify', 'pg'],
    logLevel: 'warning',
    plugins: [queue.plugin],
  });
  if (queue.replaced() === 0)
    throw new Error("postgres.js's queue.js was not found to replace (decision 030)");
  return outfile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `--baseline <entry>`: a benchmark baseline (npm run bench); otherwise the gateway, in [outdir].
  if (process.argv[2] === '--baseline') {
    console.log(
      `baseline built: ${path.relative(ROOT, await buildBaseline(path.resolve(process.argv[3] ?? '')))}`,
    );
  } else {
    const outdir = process.argv[2];
    console.log(`gateway built: ${path.relative(ROOT, await buildGateway(outdir ? { outdir } : {}))}`);
  }
}
