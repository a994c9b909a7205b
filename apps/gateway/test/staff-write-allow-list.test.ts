import { API_PATHS } from '@dash/domain/api';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { routeKey } from '../src/plugins/audit-routes';
import staffPolicy from '../src/plugins/staff-policy';
import { STAFF_WRITE_ALLOW_LIST } from '../src/plugins/staff-writes';

describe('staff writes are allowed in one list (issue 10 point 3)', () => {
  it('lists member services’ secure-message writes with every other staff write', () => {
    for (const path of [
      API_PATHS.staffMessageReplies,
      API_PATHS.staffMessageAssign,
      API_PATHS.staffMessageClose,
    ]) {
      expect(STAFF_WRITE_ALLOW_LIST[routeKey('POST', path)], path).toEqual(expect.any(String));
    }
  });

  it('refuses at start a route that allows staff writes in its own config', async () => {
    const app = Fastify();
    await app.register(fp(async () => {}, { name: 'auth-guard' }));
    await app.register(staffPolicy);
    expect(() =>
      app.post('/api/own-allowance', { config: { staffWrite: 'allowed' } }, async () => ({})),
    ).toThrow(/STAFF_WRITE_ALLOW_LIST/);
    await app.close();
  });
});
