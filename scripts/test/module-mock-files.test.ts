import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULE_MOCK_FILES } from '../../apps/gateway/test/setup/database-files';

/**
 * The gateway's test files share each worker's module graph (vitest.config.ts, decision 075), where
 * vi.mock would find the real module already imported and replace nothing. A file that mocks a module
 * must be listed to run in a graph of its own.
 */
const mockingFiles = (root: string, folders: readonly string[]) =>
  folders.flatMap((folder) =>
    readdirSync(`${root}${folder}`, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${folder}/${file}`)
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(`${root}${file}`, 'utf8'))),
  );

describe('the test files that mock a module', () => {
  it('in the gateway are the ones listed to run apart, and only those', () => {
    const root = fileURLToPath(new URL('../../apps/gateway/', import.meta.url));
    const mocking = mockingFiles(root, ['test']);
    expect(mocking.length).toBeGreaterThan(0);
    expect([...mocking].sort()).toEqual([...MODULE_MOCK_FILES].sort());
  });
});
