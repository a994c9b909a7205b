import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const SECRET = 'x'.repeat(40);
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dash-outside-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The sign-on form targets of document 1 §4: configurable, and by default the gateway's own stand-ins. */
describe('loadConfig: the sales-platform and CRM addresses', () => {
  it('defaults both to the stand-ins on the gateway port, with no test environment', async () => {
    const config = await loadConfig({ DATA_DIR: dir, TOKEN_SECRET: SECRET, PORT: '4183' });
    expect(config.outside.salesPlatformSso).toBe('http://localhost:4183/api/sso/sp-salesforce');
    expect(config.outside.crm).toBe('http://localhost:4183/api/outside/crm');
    expect(config.outside.salesPlatformTestEnvironment).toBeUndefined();
  });

  it('takes configured addresses and the optional test environment', async () => {
    const config = await loadConfig({
      DATA_DIR: dir,
      TOKEN_SECRET: SECRET,
      SALES_PLATFORM_SSO_URL: 'https://sso.example.com/sp',
      SALES_PLATFORM_TEST_ENVIRONMENT: 'uat2',
      CRM_URL: 'https://crm.example.com/in',
    });
    expect(config.outside).toMatchObject({
      salesPlatformSso: 'https://sso.example.com/sp',
      salesPlatformTestEnvironment: 'uat2',
      crm: 'https://crm.example.com/in',
    });
  });

  it('refuses a bad address or an over-long test environment, naming the variable', async () => {
    await expect(loadConfig({ DATA_DIR: dir, SALES_PLATFORM_SSO_URL: 'nope' })).rejects.toThrow(ConfigError);
    await expect(
      loadConfig({ DATA_DIR: dir, SALES_PLATFORM_TEST_ENVIRONMENT: 'x'.repeat(65) }),
    ).rejects.toThrow(/SALES_PLATFORM_TEST_ENVIRONMENT/);
  });
});

describe('loadConfig: the chat vendor (document 1 §7)', () => {
  it('leaves it unset by default (the gateway’s own stand-in), and takes a configured address', async () => {
    expect((await loadConfig({ DATA_DIR: dir, TOKEN_SECRET: SECRET })).outside.chatVendor).toBeUndefined();
    const config = await loadConfig({
      DATA_DIR: dir,
      TOKEN_SECRET: SECRET,
      CHAT_VENDOR_URL: 'https://chat.example.com',
    });
    expect(config.outside.chatVendor).toBe('https://chat.example.com');
    await expect(loadConfig({ DATA_DIR: dir, CHAT_VENDOR_URL: 'chat' })).rejects.toThrow(/CHAT_VENDOR_URL/);
  });
});
