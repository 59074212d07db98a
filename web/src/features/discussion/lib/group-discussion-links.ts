/** The pages of a group's discussions (spec 3 §2): all under /group/:groupID. */
export const groupDiscussionLinks = (gid: number) => ({
  list: `/group/${gid}/discussion`,
  problemList: (pid: string) => `/group/${gid}/discussion/${encodeURIComponent(pid)}`,
  detail: (did: number) => `/group/${gid}/discussion-detail/${did}`,
  problem: (pid: string) => `/group/${gid}/problem/${encodeURIComponent(pid)}`,
});
