import type { Plugin } from 'vite';

/** The module Vite wraps every dynamic import of the browser's build with (`__vitePreload`). */
const HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite's preload helper replaced by a plain call (decision 067). With `modulePreload: false` Vite
 * still wraps each dynamic import in a helper that adds <link> tags for the chunk's stylesheets,
 * and ships it with the first chunk that holds one: the shell's (vitejs/vite#13952, #18551). This app
 * has no stylesheet per chunk (one stylesheet, in the page), so every list it would load is empty; the
 * helper cost /login 0.5 KB gzipped (issue 37). If a chunk ever gets a stylesheet of its own, Vite
 * writes its list as `__vite__mapDeps([...])`, and the budget check (bench/src/bundle-budgets.ts)
 * fails the build's tests, naming the file.
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'no-preload-helper',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: (id) => (id === HELPER_ID ? 'export const __vitePreload = (load) => load();' : null),
    },
  };
}
