import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

/** The route modules every page loads (plain, not the client-route entry with its query). */
const SHELL_ROUTE = /[\\/]src[\\/](root|routes[\\/]pages)\.tsx$/;
const CLIENT_ENTRY = /[\\/]src[\\/]entry\.client\.tsx$/;
const LOGIN_ROUTE = /[\\/]src[\\/]routes[\\/]login\.tsx$/;

/**
 * /login's scripts in few chunks (issue 37: /login ≤ 120 KB gzipped; thirty gzip streams cost ~7 KB more
 * than one). Every route module is an entry of its own, so "what the entry does not load" says nothing, and a walk up
 * the module graph says too much: a value imported from a barrel (`@dash/domain/api`) links the shell
 * to zod and every schema, which tree-shaking leaves out. So each group captures only its roots and
 * rolldown adds what they really use (includeDependenciesRecursively, on by default):
 * - `pages-shell`, what every page loads: the client entry's imports (React DOM, React Router's
 *   hydration, Lingui, brand, session, error reporting), the root route (document and shell) and
 *   the pages' layout;
 * - `login-shell`, what the sign-in page adds (taken second: the shell's modules stay in the shell).
 * The entries keep their own small chunks, which React Router's manifest names per route. Left to
 * automatic splitting, /login loaded 35 files for 135.0 KB; with these groups, 7 for 126.4 KB.
 */
export function loginChunkGroups(): CodeSplittingGroup[] {
  const isEntry = (id: string, ctx: ChunkingContext) => ctx.getModuleInfo(id)?.isEntry === true;
  return [
    {
      name: (id, ctx) => {
        if (isEntry(id, ctx)) return null;
        const shell =
          SHELL_ROUTE.test(id) ||
          (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => CLIENT_ENTRY.test(importer));
        return shell ? 'pages-shell' : null;
      },
      priority: 2,
    },
    {
      name: (id, ctx) => (!isEntry(id, ctx) && LOGIN_ROUTE.test(id) ? 'login-shell' : null),
      priority: 1,
    },
  ];
}
