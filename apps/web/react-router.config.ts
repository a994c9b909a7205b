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
} satisfies Config;
