import net from 'node:net';
import os from 'node:os';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { configDefaults, defineConfig } from 'vitest/config';
import { MODULE_MOCK_FILES, PGLITE_FILES } from './apps/gateway/test/setup/database-files';

const POSTGRES = { host: '127.0.0.1', port: 5432 };

function isReachable({ host, port }: typeof POSTGRES): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    const answer = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

/**
 * A gateway project. Its files share each worker's module graph (`isolate: false`): the gateway is
 * imported once a worker, not once a file, which halved the PostgreSQL project's time (decision 075).
 * Files that replace a module with vi.mock need a graph of their own, so they run in a project apart.
 */
function gatewayProject(
  database: 'pglite' | 'postgres',
  files: readonly string[] | 'all',
  moduleMocks: boolean,
): TestProjectInlineConfiguration {
  const inProject = (file: string) => files === 'all' || files.includes(file);
  return {
    test: {
      name: `gateway-${database}${moduleMocks ? '-module-mocks' : ''}`,
      root: 'apps/gateway',
      include: moduleMocks
        ? MODULE_MOCK_FILES.filter(inProject)
        : files === 'all'
          ? ['test/**/*.test.ts']
          : [...files],
      exclude: moduleMocks ? configDefaults.exclude : [...configDefaults.exclude, ...MODULE_MOCK_FILES],
      isolate: moduleMocks,
      globalSetup: ['test/setup/global-setup.ts'],
      env: { TEST_DATABASE: database },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

const gatewayProjects = (database: 'pglite' | 'postgres', files: readonly string[] | 'all') => [
  gatewayProject(database, files, false),
  gatewayProject(database, files, true),
];

// The gateway suite runs on PostgreSQL, and on PGlite what differs by database (test/setup/database-files.ts);
// without a server, all of it on PGlite. Under CI a missing server is a failure, not a fallback.
const postgresUp = process.env.TEST_POSTGRES_URL ? true : await isReachable(POSTGRES);
if (!postgresUp && process.env.CI === 'true') {
  throw new Error(
    `PostgreSQL is expected at ${POSTGRES.host}:${POSTGRES.port} under CI and does not answer.`,
  );
}
if (!postgresUp) console.warn('PostgreSQL is not reachable: the gateway suite runs on PGlite only.');

/** One run: domain rules, repository checks (citations, boundaries), web components, and the gateway API. */
export default defineConfig({
  test: {
    // Vitest keeps a core for its main process (cores - 1 workers): on CI's two cores that is one
    // worker, the files run one after another and the main process's core sits nearly idle.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['test/**/*.test.ts'] } },
      { test: { name: 'repo', root: 'scripts', include: ['test/**/*.test.ts'] } },
      { test: { name: 'bench', root: 'bench', include: ['test/**/*.test.ts'] } },
      'apps/web/vitest.config.ts',
      ...(postgresUp
        ? [...gatewayProjects('postgres', 'all'), ...gatewayProjects('pglite', PGLITE_FILES)]
        : gatewayProjects('pglite', 'all')),
    ],
  },
});
