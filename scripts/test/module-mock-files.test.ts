import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULE_MOCK_FILES } from '../../apps/gateway/test/setup/database-files';

/**
 * The gateway's test files share each worker's module graph (vitest.config.ts, decision 075), where
 * vi.mock would find the real module already imported and replace nothing. A file that mocks a module
 * must be listed to run in a graph of its own.
 */
const gatewayRoot = fileURLToPath(new URL('../../apps/gateway/', import.meta.url));

describe('the gateway test files that mock a module', () => {
  it('are the ones listed to run apart, and only those', () => {
    const mocking = readdirSync(`${gatewayRoot}test`, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `test/${file}`)
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(`${gatewayRoot}${file}`, 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    expect([...mocking].sort()).toEqual([...MODULE_MOCK_FILES].sort());
  });
});
