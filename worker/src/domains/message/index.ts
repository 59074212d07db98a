/**
 * The message area's public face: the reminder writer the discussion area calls inside its own
 * transactions, the writer of notices about a user's own things (the "mine" box) for the areas
 * that have them, and the Markdown columns the upload cleanup reads. It owns msg_remind,
 * user_sys_notice and the admins' notices (admin_sys_notice) with their push.
 */
import { adminSysNotice, userSysNotice } from '../../db/schema';

export { notifyUser, notifyUsers, type OwnNotice } from './notify';
export { type RemindAction, type Reminder, remindUser } from './reminders';

/** The Markdown in admin notices and the notices delivered to users: editor uploads linked here are kept. */
export const messageMarkdownColumns = [adminSysNotice.content, userSysNotice.content];
