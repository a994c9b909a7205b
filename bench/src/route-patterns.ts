import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../apps/web/src/routes';

/**
 * Every page address of the framework's route config (apps/web/src/routes.ts), in its order: each
 * route without children, an index route at its parent's address. Layouts add no address; a path
 * that does not start with `/` is joined to its parent's, as React Router does.
 */
export function routePatterns(entries: readonly RouteConfigEntry[] = routes): string[] {
  const patterns: string[] = [];
  const visit = (list: readonly RouteConfigEntry[], parent: string) => {
    for (const entry of list) {
      const own = entry.path === undefined ? parent : joinPath(parent, entry.path);
      if (entry.children?.length) visit(entry.children, own);
      else patterns.push(entry.index ? parent || '/' : own);
    }
  };
  visit(entries, '');
  return [...new Set(patterns)];
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/') || path === '*') return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}
