import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { buildId } from './build-id';
import { frameworkChunkGroups } from './login-chunk';
import { precompress } from './precompress';

/**
 * The framework-mode build (decision 053 step 3), beside the data-mode build in vite.config.ts until
 * the gateway serves this one: client and server in build/, by `react-router build`.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    reactRouter(),
    lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId()) },
  // The server build carries its own production React: the gateway runs without NODE_ENV, and a
  // development render writes its stack traces into the page.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: {
          'process.env.NODE_ENV': JSON.stringify('production'),
          'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId()),
        },
      }
    : {}),
  build: {
    modulePreload: { polyfill: false },
    // /login's scripts in two chunks rather than 35 (login-chunk.ts). The server build is one file.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: frameworkChunkGroups() } } },
  },
}));
