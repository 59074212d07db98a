import type { AdminUpdateDiscussionReportRequest } from '@contract/discussion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface ReportHandling extends AdminUpdateDiscussionReportRequest {
  id: number;
  /** Handled. */
  status: boolean;
}

/** PUT /api/admin/discussion-report: marks a report handled, or open again. */
export const updateDiscussionReport = (report: ReportHandling) =>
  api.put<unknown>('/api/admin/discussion-report', report);

export function useUpdateDiscussionReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscussionReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['discussion', 'reports'] }),
  });
}
