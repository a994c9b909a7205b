import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const WEB = path.join(import.meta.dirname, '..', '..', 'apps', 'web');
/** The web build the gateway serves (npm start's WEB_BUILD). */
const FRAMEWORK_SERVER = path.join(WEB, 'build', 'server', 'index.js');
const FRAMEWORK_ASSETS = path.join(WEB, 'build', 'client', 'assets');

/**
 * The build's route module of a source module that is a route's page (routes.ts re-exports it):
 * the file the router imports for that route.
 */
const FRAMEWORK_ROUTES: Readonly<Record<string, string>> = {
  'src/app/member-area.tsx': 'routes/member-area',
  'src/features/home/route.tsx': 'routes/home',
};

/** The build's manifest, which its server build exports as `assets`; read in a child, once. */
let frameworkRoutes: Record<string, { module: string }> | undefined;
function frameworkRouteModule(id: string): string | undefined {
  frameworkRoutes ??= JSON.parse(
    execFileSync(process.execPath, [
      '--input-type=module',
      '-e',
      `const { assets } = await import(${JSON.stringify(pathToFileURL(FRAMEWORK_SERVER).href)});` +
        'process.stdout.write(JSON.stringify(assets.routes));',
    ]).toString(),
  ) as Record<string, { module: string }>;
  return frameworkRoutes[id]?.module.replace(/^\//, '');
}

/**
 * A module of the build that is no route's (one a page imports when it renders): the build
 * names its chunk by the module's name and hash, so the one chunk of that name.
 */
function frameworkChunkByName(module: string): string | undefined {
  const name = path.basename(module).replace(/\.tsx?$/, '');
  const files = readdirSync(FRAMEWORK_ASSETS).filter((file) =>
    new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file),
  );
  return files.length === 1 ? `assets/${files[0]}` : undefined;
}

/**
 * The address pattern of the chunk a source module was built into. React Router removes Vite's manifest
 * from the client build, so a route's page is found by its route id in the manifest the server build
 * exports, and any other module by its chunk's name.
 */
export function chunkOf(module: string): string {
  const id = FRAMEWORK_ROUTES[module];
  const file = id === undefined ? frameworkChunkByName(module) : frameworkRouteModule(id);
  if (!file) throw new Error(`${module} is not one chunk of the web build (${FRAMEWORK_ASSETS})`);
  return `**/${file}`;
}
