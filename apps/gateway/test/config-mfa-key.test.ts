import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_MFA_KEY, loadConfig } from '../src/config';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dash-config-mfa-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** MFA_ENCRYPTION_KEY (issue 15, decision 017): 32 bytes; the published default never in production. */
describe('the key of the MFA secrets', () => {
  it('defaults to the development key outside production', async () => {
    const config = await loadConfig({ DATA_DIR: await tempDir() });
    expect(Buffer.from(config.mfa.encryptionKey).toString('base64')).toBe(DEVELOPMENT_MFA_KEY);
  });

  it.each([
    ['base64', randomBytes(32).toString('base64')],
    ['hex', randomBytes(32).toString('hex')],
  ])('reads a key of 32 bytes as %s', async (_form, key) => {
    const config = await loadConfig({
      DATA_DIR: await tempDir(),
      MFA_ENCRYPTION_KEY: key,
      NODE_ENV: 'production',
    });
    expect(config.mfa.encryptionKey).toHaveLength(32);
  });

  it.each([
    ['a short key', { MFA_ENCRYPTION_KEY: randomBytes(16).toString('base64') }, 'must be 32 bytes'],
    ['no key in production', { NODE_ENV: 'production' }, 'must be set to a key of your own in production'],
    [
      'the development key in production',
      { NODE_ENV: 'production', MFA_ENCRYPTION_KEY: DEVELOPMENT_MFA_KEY },
      'must be set to a key of your own in production',
    ],
  ])('refuses %s, naming the variable', async (_name, env, message) => {
    const loading = loadConfig({ DATA_DIR: await tempDir(), ...env });
    await expect(loading).rejects.toThrow(ConfigError);
    await expect(loading).rejects.toThrow(new RegExp(`MFA_ENCRYPTION_KEY: ${message}`));
  });
});
