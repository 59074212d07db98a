import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startNeonWsProxy } from '../../infra/neon-ws-proxy/index.mjs';
import { migrateDatabase } from '../../scripts/migrate.mjs';
import { startFakeSmtpServer } from './support/fake-smtp';

/**
 * Node side of the workerd suite: a scratch database on the machine's Postgres, migrated the
 * way a deployment is (scripts/migrate.mjs), the WebSocket bridge the Neon driver inside
 * workerd reaches it through, and a fake SMTP server. Their addresses go to the worker as
 * bindings (see vitest.config.ts).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `workerd_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  await migrateDatabase(databaseUrl.toString());

  const postgres = `${databaseUrl.hostname}:${databaseUrl.port || '5432'}`;
  const bridge = await startNeonWsProxy({ port: 0, targets: [postgres] });
  const smtp = await startFakeSmtpServer();

  project.provide('databaseUrl', databaseUrl.toString());
  project.provide('neonWsProxy', `127.0.0.1:${bridge.port}`);
  project.provide('smtpPort', smtp.port);

  return async () => {
    await bridge.close();
    await smtp.close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    neonWsProxy: string;
    smtpPort: number;
  }
}
