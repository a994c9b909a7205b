import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { hashPassword } from '../../src/auth/password';
import { openDatabase } from '../../src/db/connection';
import { migrate } from '../../src/db/migrate';
import { seedPersonas } from '../../src/db/seed/index';
import { ADMIN_URL, databaseUrl } from '../helpers/postgres-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string;
    seedDay: string;
  }
}

/**
 * Builds the migrated, seeded database once per run: opening and seeding a new database costs
 * seconds, copying one costs milliseconds. Each test file then opens its own copy.
 */
export default async function setup(project: TestProject) {
  const today = new Date();
  project.provide('seedDay', today.toISOString());
  const passwordHash = await hashPassword(PERSONA_PASSWORD);

  // A project's `env` reaches its test workers, not this setup: read it from the project.
  if (project.config.env?.TEST_DATABASE === 'postgres') {
    const template = `dash_test_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect().catch((error: unknown) => {
      throw new Error(
        `PostgreSQL is not reachable at ${ADMIN_URL} (${String(error)}). The gateway tests need it; start it or set TEST_POSTGRES_URL.`,
      );
    });
    await admin.query(`create database ${template}`);
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(template), poolSize: 2 });
    await migrate(handle);
    await seedPersonas(handle.db, { today, passwordHash });
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'dash-pglite-'));
  const handle = await openDatabase({ kind: 'pglite' });
  await migrate(handle);
  await seedPersonas(handle.db, { today, passwordHash });
  const dump = await handle.dump?.();
  await handle.close();
  if (!dump) throw new Error('PGlite did not dump its data directory');
  const file = path.join(dir, 'seeded.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('postgresTemplate', '');
  return () => rm(dir, { recursive: true, force: true });
}
