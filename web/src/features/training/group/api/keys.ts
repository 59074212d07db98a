/** The query keys of a group's training calls: a write invalidates its group's branch. */
export const groupTrainingKeys = {
  all: (gid: number) => ['group', gid, 'training'] as const,
  list: (gid: number) => ['group', gid, 'training', 'list'] as const,
  adminList: (gid: number) => ['group', gid, 'training', 'admin-list'] as const,
  detail: (gid: number, tid: number) => ['group', gid, 'training', 'detail', tid] as const,
  problems: (gid: number, tid: number) => ['group', gid, 'training', 'problems', tid] as const,
};
