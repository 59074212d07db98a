import {
  adminDeleteUsersRequest,
  adminEditUserRequest,
  adminGenerateUsersRequest,
  adminImportUsersRequest,
  adminUserListQuery,
  generatedUsersQuery,
} from '@contract/account-admin';
import { Hono } from 'hono';
import { requireRoot } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { deleteUsers, editUser, listAdminUsers } from './admin-users';
import { generatedUsersSpreadsheet, generateUsers } from './user-generate';
import { importUsers } from './user-import';

/** The super admin's user calls (spec 3 §6: user admin needs super admin). */
export const accountAdminRoutes = new Hono<AppEnv>();

accountAdminRoutes.get('/admin/user/get-user-list', async (c) => {
  requireRoot(c);
  return ok(c, await listAdminUsers(c.env.platform.db, readQuery(c, adminUserListQuery)));
});

accountAdminRoutes.put('/admin/user/edit-user', async (c) => {
  const actor = requireRoot(c);
  await editUser(c.env.platform, actor, await readJson(c, adminEditUserRequest));
  return ok(c, null);
});

accountAdminRoutes.delete('/admin/user/delete-user', async (c) => {
  const actor = requireRoot(c);
  const { ids } = await readJson(c, adminDeleteUsersRequest);
  await deleteUsers(c.env.platform.db, actor, ids);
  return ok(c, null);
});

accountAdminRoutes.post('/admin/user/insert-batch-user', async (c) => {
  requireRoot(c);
  const { users } = await readJson(c, adminImportUsersRequest);
  return ok(c, await importUsers(c.env.platform, users));
});

accountAdminRoutes.post('/admin/user/generate-user', async (c) => {
  requireRoot(c);
  return ok(c, await generateUsers(c.env.platform, await readJson(c, adminGenerateUsersRequest)));
});

accountAdminRoutes.get('/file/generate-user-excel', async (c) => {
  requireRoot(c);
  const { key } = readQuery(c, generatedUsersQuery);
  const file = await generatedUsersSpreadsheet(c.env.platform, key);
  return new Response(file, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="users_${key.replace(/[^A-Za-z0-9_-]/g, '')}.xlsx"`,
    },
  });
});
