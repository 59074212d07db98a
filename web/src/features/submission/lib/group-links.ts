/** Where a group's submission list and detail link to: the group's own problem and submission pages. */
export const groupSubmissionLinks = (gid: number) => ({
  problemPath: (displayPid: string) => `/group/${gid}/problem/${encodeURIComponent(displayPid)}`,
  detailPath: (submitId: number) => `/group/${gid}/submission-detail/${submitId}`,
  listPath: `/group/${gid}/status`,
});
