/** The query keys of the admin training calls: a write invalidates the branch it changed. */
export const trainingAdminKeys = {
  all: ['admin', 'training'] as const,
  list: ['admin', 'training', 'list'] as const,
  detail: (tid: number) => ['admin', 'training', 'detail', tid] as const,
  problems: (tid: number) => ['admin', 'training', 'problems', tid] as const,
  categories: ['admin', 'training', 'categories'] as const,
};
