/** The dashboard is an operator's live window: every figure is read again this often. */
export const DASHBOARD_REFRESH_MS = 10_000;
