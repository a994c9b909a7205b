import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { ROOT_ROUTE_ID } from '@/app/root-data';
import { loader as rootLoader } from '@/app/root-loader.server';
import { Spinner } from '@/components/spinner';
import Root, { ErrorBoundary as RootErrorBoundary, shouldRevalidate as shouldRevalidateRoot } from '@/root';
import routes from '@/routes';

/** What a route module of src/routes/ may export, as React Router's framework reads it. */
interface RouteModule {
  readonly default?: ComponentType;
  readonly loader?: LoaderFunction;
  readonly clientLoader?: LoaderFunction;
  readonly ErrorBoundary?: ComponentType;
  readonly HydrateFallback?: ComponentType;
}

const modules = import.meta.glob<RouteModule>('../src/routes/*.tsx');

/** A route module as the browser runs it: its component, and its clientLoader where it has one. */
async function asBrowserRoute(file: string) {
  const load = modules[`../src/${file}`];
  if (load === undefined) throw new Error(`routes.ts names ${file}, which src/routes/ does not hold`);
  const module = await load();
  const loader = module.clientLoader ?? module.loader;
  return {
    ...(module.default ? { Component: module.default } : {}),
    ...(loader ? { loader } : {}),
    ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
    ...(module.HydrateFallback ? { HydrateFallback: module.HydrateFallback } : {}),
  };
}

function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const lazy = () => asBrowserRoute(entry.file);
  if (entry.index) return { index: true, lazy };
  return {
    ...(entry.path === undefined ? {} : { path: entry.path }),
    lazy,
    ...(entry.children ? { children: entry.children.map(toRouteObject) } : {}),
  };
}

/**
 * The app's routes for a data router in a test: the framework's route config (src/routes.ts) under its
 * root route (with the data its server loader gives the document), each module loaded lazily as the
 * framework's client loads it, with the loader the browser runs. One route table for the app and its tests.
 */
export function routeObjects(): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: Root,
      // The root's data comes with the document, from its server loader: here its calls go to the
      // test's mocked API, as the server's go to the gateway's routes.
      loader: () => rootLoader({ context: { fetch: (url, init) => fetch(url, init) } }),
      shouldRevalidate: shouldRevalidateRoot,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: () => <Spinner />,
      children: routes.map(toRouteObject),
    },
  ];
}
