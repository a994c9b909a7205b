import { BrandConfig } from '@dash/domain/api';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../test/fetch-mock';
import { brandConfig } from '../../test/fixtures';
import { loadBrand } from './brand';

function inject(text: string) {
  const script = document.createElement('script');
  script.id = 'brand-config';
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  document.getElementById('brand-config')?.remove();
});

describe('loadBrand', () => {
  it('reads the brand the gateway injected into index.html, without a call', async () => {
    inject(JSON.stringify(brandConfig(5)));
    const api = mockApi({});
    await expect(loadBrand()).resolves.toEqual(brandConfig(5));
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    ['nothing is injected', null],
    ['the placeholder was left as it is', ''],
    ['the injected text is not JSON', '{"domainId":'],
    ['the injected brand breaks the contract', JSON.stringify({ domainId: 3 })],
  ])('asks GET /api/brand when %s', async (_name, text) => {
    if (text !== null) inject(text);
    const api = mockApi({ 'GET /api/brand': () => reply(BrandConfig, brandConfig(2)) });
    await expect(loadBrand()).resolves.toEqual(brandConfig(2));
    expect(api.requestsTo('GET /api/brand')).toHaveLength(1);
  });
});
