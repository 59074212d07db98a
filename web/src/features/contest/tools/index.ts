export { AcInfoPage } from './components/ac-info-page';
export { AdminPrintPage } from './components/admin-print-page';
export { PrintPage } from './components/print-page';
export { RejudgePage } from './components/rejudge-page';
export { ToolGate } from './components/tool-gate';
