import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { buildDefinitions } from './build-definitions';

/**
 * The web app's Vitest project (the root vitest.config.ts lists it). Its own file, without React
 * Router's Vite plugin, which builds the app and is not made to run under a test runner: the tests
 * render the route config's modules themselves (test/route-objects.tsx).
 */
export default defineConfig({
  plugins: [react(), lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) })],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  ...buildDefinitions(false),
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
});
