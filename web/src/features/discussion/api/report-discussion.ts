import type { DiscussionReportRequest } from '@contract/discussion';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface NewDiscussionReport extends DiscussionReportRequest {
  did: number;
  /** The chosen tags as `#tag# `, then the reason. */
  content: string;
  /** Sent as HOJ's client does; the server takes the caller as the reporter. */
  reporter: string;
}

/** POST /api/discussion-report. */
export const reportDiscussion = (report: NewDiscussionReport) =>
  api.post<unknown>('/api/discussion-report', report);

export const useReportDiscussion = () => useMutation({ mutationFn: reportDiscussion });
