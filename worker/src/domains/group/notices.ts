/**
 * The notices the group area leaves in users' "mine" boxes, worded as HOJ's (Chinese, then
 * English) with links to the group and the acting user.
 */

const groupLink = (gid: number, name: string) => `[${gid}]【[${name}](/group/${gid})】`;
const userLink = (username: string) =>
  `【[${username}](/user-home?username=${encodeURIComponent(username)})】`;

/** To each former member when the group is disbanded (HOJ addDissolutionNoticeToGroupMember). */
export const dissolutionNotice = (gid: number, name: string, operator: string) => ({
  title: '团队解散通知(Group Dissolution Notice)',
  content:
    `您好，您所在的团队**[${gid}]【${name}】**目前已经被管理员${userLink(operator)}解散，请您注意！\n\n` +
    `Hello, your group **[${gid}]【${name}】** has been dissolved by the administrator ${userLink(operator)}, please pay attention!`,
});

/** To the new member of a public group, or an applicant once approved (HOJ addWelcomeNoticeToGroupNewMember). */
export const welcomeNotice = (gid: number, name: string) => ({
  title: '欢迎加入团队(Welcome to The Group)',
  content:
    `您好，您已经通过了审批，欢迎加入${groupLink(gid, name)}团队！\n\n` +
    `Hello, you have passed the approval. Welcome to join the group ${groupLink(gid, name)}!`,
});

/** To an applicant whose application was refused. */
export const refusalNotice = (gid: number, name: string) => ({
  title: '团队申请未通过(Group Application Refused)',
  content:
    `您好，您加入${groupLink(gid, name)}团队的申请未通过审批。\n\n` +
    `Hello, your application to join the group ${groupLink(gid, name)} has been refused.`,
});

/** To the group's roots when someone applies (HOJ addApplyNoticeToGroupRoot). */
export const applicationNotice = (gid: number, name: string, applicant: string) => ({
  title: '团队成员申请通知(Group Member Application Notice)',
  content:
    `您好，您作为[${gid}]【**${name}**】团队的超级管理员，目前有用户${userLink(applicant)}正在申请参加该团队，` +
    `请前往 [${name}](/group/${gid}/member) 查看审批！\n\n` +
    `Hello, as the root of the group [${gid}]【**${name}**】, the user ${userLink(applicant)} is applying to join it. ` +
    `Please go to [${name}](/group/${gid}/member) to check and approve!`,
});

/** To a member removed by a group admin (HOJ addRemoveNoticeToGroupMember). */
export const removalNotice = (gid: number, name: string, operator: string) => ({
  title: '移除团队成员通知(Remove Group Member Notice)',
  content:
    `您好，您已经被${groupLink(gid, name)}团队的管理员${userLink(operator)}移除了团队！\n\n` +
    `Hello, you have been removed from the group ${groupLink(gid, name)} by the group admin ${userLink(operator)}!`,
});
