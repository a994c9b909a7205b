import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
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
  it('reads the brand the page carries, without a call', async () => {
    inject(JSON.stringify(brandConfig(5)));
    const api = mockApi({});
    await expect(loadBrand()).resolves.toEqual(brandConfig(5));
    expect(api.requests).toHaveLength(0);
  });

  it('says so when the page carries none: it was not rendered by the gateway', async () => {
    await expect(loadBrand()).rejects.toThrow('The page carries no brand');
  });
});
