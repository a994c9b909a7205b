import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './test-app';

/** The stand-in build's entry script and a module preload, as Vite writes them in index.html. */
export const STAND_IN_SCRIPTS =
  '<script type="module" crossorigin src="/assets/index-Entry123.js"></script><link rel="modulepreload" crossorigin href="/assets/react-Chunk123.js">';
/** Its stylesheet, switched on by the app itself (apps/web/defer-styles.ts). */
export const STAND_IN_STYLESHEET =
  '<link rel="stylesheet" crossorigin href="/assets/index-Style123.css" media="print" data-deferred-style>';
/** The boot screen index.html paints inside #root. */
export const STAND_IN_BOOT = '<div id="root"><p class="boot">Loading</p></div>';

/**
 * A web build with index.html, one stylesheet and `renderer` as its server render
 * (`.server/render-page.js`), and `manifest` as its Vite manifest when given, in a folder of its own:
 * for the gateway's server-rendered pages.
 */
export async function createStandInWebBuild(
  renderer: string,
  manifest?: Record<string, unknown>,
): Promise<{ dist: string; remove: () => Promise<void> }> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'dash-rendered-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, '.server'));
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><html lang="en"><head><!--brand-config-->${STAND_IN_SCRIPTS}${STAND_IN_STYLESHEET}</head><body>${STAND_IN_BOOT}</body></html>`,
  );
  await writeFile(path.join(dist, 'assets/index-Style123.css'), 'h1{color:red}');
  await writeFile(path.join(dist, 'package.json'), '{"type":"module"}');
  await writeFile(path.join(dist, '.server/render-page.js'), renderer);
  if (manifest) {
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  }
  return { dist, remove: () => rm(dist, { recursive: true, force: true }) };
}

/** A test app serving a stand-in web build with `renderer`; closing it removes the build too. */
export async function createRenderingTestApp(
  renderer: string,
  manifest?: Record<string, unknown>,
): Promise<TestApp> {
  const build = await createStandInWebBuild(renderer, manifest);
  const t = await createTestApp({ webDist: build.dist });
  return {
    ...t,
    close: async () => {
      await t.close();
      await build.remove();
    },
  };
}
