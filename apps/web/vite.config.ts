import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { buildDefinitions } from './build-definitions';
import { loginChunkGroups } from './login-chunk';
import { noPreloadHelper } from './no-preload-helper';
import { precompress } from './precompress';

const require = createRequire(import.meta.url);
/** A file of React Router's production build, beside the development one its exports name. */
const reactRouterProduction = (file: string) =>
  path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production', file);

/**
 * The web app's build, by React Router's framework mode (decision 053): client and server in build/,
 * by `react-router build`; in development, served from the source by the gateway, which runs Vite's
 * dev server with this config in middleware mode (`npm run dev`).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    reactRouter(),
    lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
    noPreloadHelper(),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router's production build: its package points every bundler at the development one,
      // whose warnings cost /login 0.6 KB gzipped (issue 37). Server and browser alike, so both
      // render the same. Only the two entry points the app imports; each imports its own chunks.
      { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
    ],
  },
  ...buildDefinitions(isSsrBuild),
  build: {
    // No JS preloading: React Router links a page's route modules and their imports in the page
    // itself; a lazy import after that (the member's menus) fetches its chunk's imports as the browser
    // reads them, and adds no preload link to the document in a task of its own (issue 16, TBT). The
    // helper Vite still wraps lazy imports in is a plain call (no-preload-helper.ts, decision 067).
    modulePreload: false,
    // /login's scripts in two chunks rather than 35 (login-chunk.ts). The server build is one file.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: loginChunkGroups() } } },
  },
}));
