import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

const LOGIN_ROUTE = /[\\/]src[\\/]features[\\/]login[\\/]route\.tsx$/;

/**
 * Names one chunk for what the sign-in page loads beside the entry (issue 16: /login ≤ 120 KB gzipped).
 * Left to automatic splitting, the modules /login shares with later pages came out as some thirty chunks
 * of a few hundred bytes each, and thirty gzip streams cost ~7 KB more than one. A module joins when the
 * login route imports it, directly or through other static imports, and the entry does not already.
 */
export function loginChunkName() {
  const memo = new Map<string, { login: boolean; entry: boolean }>();
  const ancestry = (id: string, ctx: ChunkingContext) => {
    const known = memo.get(id);
    if (known) return known;
    const found = { login: false, entry: false };
    const queue = [id];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const info = ctx.getModuleInfo(queue.pop() as string);
      if (!info) continue;
      if (LOGIN_ROUTE.test(info.id)) found.login = true;
      if (info.isEntry) found.entry = true;
      for (const importer of info.importers) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    memo.set(id, found);
    return found;
  };
  return (id: string, ctx: ChunkingContext) => {
    const { login, entry } = ancestry(id, ctx);
    return login && !entry ? 'login-shell' : null;
  };
}

/** The framework's own route modules (plain, not the client-route entry with its query). */
const FRAMEWORK_SHELL_ROUTE = /[\\/]src[\\/](root|routes[\\/]pages)\.tsx$/;
const FRAMEWORK_CLIENT_ENTRY = /[\\/]src[\\/]entry\.client\.tsx$/;
const FRAMEWORK_LOGIN_ROUTE = /[\\/]src[\\/]routes[\\/]login\.tsx$/;

/**
 * The framework build's counterpart of loginChunkName (issue 37: /login ≤ 120 KB gzipped). There every
 * route module is an entry of its own, so "what the entry does not load" says nothing, and a walk up
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
export function frameworkChunkGroups(): CodeSplittingGroup[] {
  const isEntry = (id: string, ctx: ChunkingContext) => ctx.getModuleInfo(id)?.isEntry === true;
  return [
    {
      name: (id, ctx) => {
        if (isEntry(id, ctx)) return null;
        const shell =
          FRAMEWORK_SHELL_ROUTE.test(id) ||
          (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => FRAMEWORK_CLIENT_ENTRY.test(importer));
        return shell ? 'pages-shell' : null;
      },
      priority: 2,
    },
    {
      name: (id, ctx) => (!isEntry(id, ctx) && FRAMEWORK_LOGIN_ROUTE.test(id) ? 'login-shell' : null),
      priority: 1,
    },
  ];
}
