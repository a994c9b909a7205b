import type { ChunkingContext } from 'rolldown';

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
