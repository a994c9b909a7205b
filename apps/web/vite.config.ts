import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { buildDefinitions } from './build-definitions';
import { deferStyles } from './defer-styles';
import { loginChunkName } from './login-chunk';
import { precompress } from './precompress';

/** The web app's build, dev server and Vitest project in one file (the root vitest.config.ts lists it). */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
    deferStyles(),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  ...buildDefinitions(isSsrBuild),
  server: { proxy: { '/api': 'http://localhost:8080' } },
  // Every browser the dashboard supports preloads modules itself; the polyfill would only add bytes.
  build: {
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Chunks named by their hash alone: the entry lists every chunk's file for the preload helper,
        // and the names of some 190 chunks were 1.1 KB of every page's entry gzipped (issue 16). The
        // build's manifest still names each chunk (the budget check reports by those names).
        chunkFileNames: 'assets/c-[hash].js',
        codeSplitting: { groups: [{ name: loginChunkName() }] },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // Whole-app renders import a route's chunk and its catalogue cold; on two shared cores under the
    // full parallel run that alone can pass 5 s.
    testTimeout: 15_000,
    // A secure origin, as in production: the session cookies are Secure.
    environmentOptions: { jsdom: { url: 'https://localhost/' } },
  },
}));
