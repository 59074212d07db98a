import {
  applyGroupRequest,
  changeGroupMemberRequest,
  createGroupAnnouncementRequest,
  createGroupRequest,
  groupAdminAnnouncementListQuery,
  groupAnnouncementIdQuery,
  groupIdQuery,
  groupListQuery,
  groupMemberListQuery,
  groupReaderAnnouncementListQuery,
  removeGroupMemberQuery,
  updateGroupAnnouncementRequest,
  updateGroupRequest,
} from '@contract/group';
import { Hono } from 'hono';
import { currentUser, requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readJson, readQuery, readQueryOrJson } from '../../http/validate';
import {
  createGroupAnnouncement,
  deleteGroupAnnouncement,
  listGroupAdminAnnouncements,
  listGroupAnnouncements,
  updateGroupAnnouncement,
} from './announcements';
import { applyToGroup } from './apply';
import { getGroupAccess, getGroupAuth, getGroupDetail } from './detail';
import { createGroup, disbandGroup, updateGroup } from './groups';
import type { GroupHooks } from './hooks';
import { listGroups } from './list';
import { listGroupApplications, listGroupMembers } from './member-lists';
import { changeGroupMember, exitGroup, removeGroupMember } from './membership';

/** Group calls: list, detail, create, update, disband, access, auth, members, applications, announcements (spec 3 §7). */
export function groupRoutes(hooks: GroupHooks): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/get-group-list', async (c) => {
    const query = readQuery(c, groupListQuery);
    return ok(c, await listGroups(c.env.platform.db, currentUser(c), query));
  });

  routes.get('/get-group-detail', async (c) => {
    const user = requireUser(c);
    const { gid } = readQuery(c, groupIdQuery);
    return ok(c, await getGroupDetail(c.env.platform.db, user, gid));
  });

  routes.get('/get-group-access', async (c) => {
    const user = requireUser(c);
    const { gid } = readQuery(c, groupIdQuery);
    return ok(c, await getGroupAccess(c.env.platform.db, user, gid));
  });

  routes.get('/get-group-auth', async (c) => {
    const user = requireUser(c);
    const { gid } = readQuery(c, groupIdQuery);
    return ok(c, await getGroupAuth(c.env.platform.db, user, gid));
  });

  routes.post('/group', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, createGroupRequest);
    const { db, clock } = c.env.platform;
    return ok(c, await createGroup(db, user, input, clock.now()), 'Create Successfully');
  });

  routes.put('/group', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, updateGroupRequest);
    return ok(c, await updateGroup(c.env.platform.db, user, input), 'Update Successfully');
  });

  routes.delete('/group', async (c) => {
    const user = requireUser(c);
    const { gid } = readQuery(c, groupIdQuery);
    await disbandGroup(c.env.platform.db, hooks, user, gid);
    return ok(c, null, 'Disband Successfully');
  });

  routes.get('/group/get-member-list', async (c) => {
    const user = requireUser(c);
    const query = readQuery(c, groupMemberListQuery);
    return ok(c, await listGroupMembers(c.env.platform.db, user, query));
  });

  routes.get('/group/get-apply-list', async (c) => {
    const user = requireUser(c);
    const query = readQuery(c, groupMemberListQuery);
    return ok(c, await listGroupApplications(c.env.platform.db, user, query));
  });

  routes.post('/group/member', async (c) => {
    const user = requireUser(c);
    const input = await readQueryOrJson(c, applyGroupRequest, 'gid');
    const { db, clock } = c.env.platform;
    const { joined } = await applyToGroup(db, user, input, clock.now());
    return ok(c, null, joined ? 'Join Successfully' : 'Apply Successfully');
  });

  routes.put('/group/member', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, changeGroupMemberRequest);
    const { db, clock } = c.env.platform;
    await changeGroupMember(db, user, input, clock.now());
    return ok(c, null, 'Update Successfully');
  });

  routes.delete('/group/member', async (c) => {
    const user = requireUser(c);
    const { uid, gid } = readQuery(c, removeGroupMemberQuery);
    await removeGroupMember(c.env.platform.db, user, gid, uid);
    return ok(c, null, 'Delete successfully');
  });

  routes.delete('/group/member/exit', async (c) => {
    const user = requireUser(c);
    const { gid } = readQuery(c, groupIdQuery);
    await exitGroup(c.env.platform.db, user, gid);
    return ok(c, null, 'Exit Successfully');
  });

  routes.get('/group/get-announcement-list', async (c) => {
    const user = requireUser(c);
    const query = readQuery(c, groupReaderAnnouncementListQuery);
    return ok(c, await listGroupAnnouncements(c.env.platform.db, user, query));
  });

  routes.get('/group/get-admin-announcement-list', async (c) => {
    const user = requireUser(c);
    const query = readQuery(c, groupAdminAnnouncementListQuery);
    return ok(c, await listGroupAdminAnnouncements(c.env.platform.db, user, query));
  });

  routes.post('/group/announcement', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, createGroupAnnouncementRequest);
    return ok(c, await createGroupAnnouncement(c.env.platform.db, user, input), 'Post successfully');
  });

  routes.put('/group/announcement', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, updateGroupAnnouncementRequest);
    return ok(c, await updateGroupAnnouncement(c.env.platform.db, user, input), 'Update Successfully');
  });

  routes.delete('/group/announcement', async (c) => {
    const user = requireUser(c);
    const { aid } = readQuery(c, groupAnnouncementIdQuery);
    await deleteGroupAnnouncement(c.env.platform.db, user, aid);
    return ok(c, null, 'Delete successfully');
  });

  return routes;
}
