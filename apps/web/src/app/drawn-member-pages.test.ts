import { PAGE_DATA_ID } from '@dash/domain';
import { API_PATHS, HomeData } from '@dash/domain/api';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { keepPageData, takePageData } from '@/lib/page-data';
import { alexHome } from '../../test/home-fixtures';
import { getDrawnPageCalls, seedDrawnQueries, seedFromPageData } from './drawn-member-pages';

function putPageData(text: string) {
  const element = document.createElement('script');
  element.id = PAGE_DATA_ID;
  element.type = 'application/json';
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ID)?.remove();
  takePageData();
});

/** Issue 16: the answers a member page was drawn from, taken from the page and into the query cache. */
describe('a drawn page’s answers', () => {
  it.each([
    ['/home', [API_PATHS.shell, API_PATHS.home]],
    ['/claims', null],
    ['/home/', null],
  ])('%s is drawn from %j', (pathname, calls) => {
    expect(getDrawnPageCalls(pathname)).toEqual(calls);
  });

  it('are parsed by the contract into the queries the page reads, an unknown path ignored', () => {
    const client = new QueryClient();
    seedDrawnQueries(client, { [API_PATHS.home]: JSON.parse(JSON.stringify(alexHome)), '/api/other': 1 });
    expect(client.getQueryData(['home'])).toEqual(HomeData.parse(alexHome));
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });

  it.each([
    [true, '{"a":1}', '{"a":1}'],
    [false, '{"a":1}', null],
  ])('kept for a session (%s): taken out of the page either way, read once', (keep, text, kept) => {
    putPageData(text);
    keepPageData(keep);
    expect(document.getElementById(PAGE_DATA_ID)).toBeNull();
    expect(takePageData()).toBe(kept);
    expect(takePageData()).toBeNull();
  });

  it('that cannot be read leave the cache empty: the page asks the API', () => {
    const client = new QueryClient();
    putPageData(`{"${API_PATHS.home}": {"not": "home"}}`);
    keepPageData(true);
    seedFromPageData(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
    putPageData('{ not json');
    keepPageData(true);
    seedFromPageData(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
