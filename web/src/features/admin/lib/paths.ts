/** Admin paths of spec 3 §2 built by this feature. */
export const adminPaths = {
  root: '/admin',
  login: '/admin/login',
  problems: '/admin/problems',
  problemCreate: '/admin/problem/create',
  problemEdit: (id: number | string) => `/admin/problem/edit/${id}`,
  tags: '/admin/problem/tag',
  batchOperation: '/admin/problem/batch-operation',
} as const;
