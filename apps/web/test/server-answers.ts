import type { HomeData } from '@dash/domain/api';
import { alexHome, homeHandlers } from './home-fixtures';

/** The answers the gateway would pass a member page's render: the JSON of `calls` as the handlers send them. */
export async function serverAnswersFor(
  calls: readonly string[],
  home: HomeData = alexHome,
): Promise<Record<string, unknown>> {
  const handlers = homeHandlers(home);
  const entries = await Promise.all(
    calls.map(async (path) => {
      const response = await handlers[`GET ${path}`]?.(new Request(`https://localhost${path}`));
      return [path, await response?.json()] as const;
    }),
  );
  return Object.fromEntries(entries);
}
