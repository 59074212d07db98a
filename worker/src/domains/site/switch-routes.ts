import { dataSourceUpdateRequest, switchUpdateRequest } from '@contract/site-switch';
import { Hono } from 'hono';
import { requireRoot } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readJson } from '../../http/validate';
import { checkDataSourceUpdate, describeDataSource } from './admin-data-source';
import { getSwitchConfig, updateSwitchConfig } from './admin-switch';
import type { SwitchAccountStore } from './switch-accounts';

/** The switch configuration and the data source: super admin only (spec 3 §6). */
export function siteSwitchRoutes(accounts: SwitchAccountStore) {
  const siteSwitchRoutes = new Hono<AppEnv>();

  siteSwitchRoutes.get('/admin/switch/info', async (c) => {
    requireRoot(c);
    return ok(c, await getSwitchConfig(c.env.platform, accounts));
  });

  siteSwitchRoutes.put('/admin/switch/update', async (c) => {
    requireRoot(c);
    const request = await readJson(c, switchUpdateRequest);
    return ok(c, await updateSwitchConfig(c.env.platform, accounts, request), 'Update Successfully');
  });

  siteSwitchRoutes.get('/admin/config/get-db-and-redis-config', (c) => {
    requireRoot(c);
    return ok(c, describeDataSource(c.env.platform.database));
  });

  siteSwitchRoutes.put('/admin/config/set-db-and-redis-config', async (c) => {
    requireRoot(c);
    const request = await readJson(c, dataSourceUpdateRequest);
    checkDataSourceUpdate(c.env.platform.database, request);
    return ok(
      c,
      describeDataSource(c.env.platform.database),
      'Nothing to change: the data source is as it was',
    );
  });
  return siteSwitchRoutes;
}
