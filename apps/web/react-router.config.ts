import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode (decision 053): the route config, root route and entries in src/,
 * server-rendered by the gateway through React Router's request handler.
 */
export default {
  appDirectory: 'src',
  // A test builds into a folder of its own (the gateway's framework-pages test).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  // `npm run dev`: Vite's dev server finds the dependencies to pre-bundle from the entry and every route
  // module at start, rather than one by one as pages load, each find reloading the page (a sign-in lost).
  future: { unstable_optimizeDeps: true },
} satisfies Config;
