import { createStore } from './create-store';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  title?: string;
  /** Milliseconds before it disappears on its own. */
  duration: number;
  /** Asks the visitor to log in, so it is stale (and dismissed) once someone has. */
  untilLogin?: boolean;
}

export interface ToastOptions {
  title?: string;
  duration?: number;
  untilLogin?: boolean;
}

/** Spec 1 §9: messages stay 4 s unless a screen says otherwise. */
export const DEFAULT_TOAST_MS = 4000;

export const toastStore = createStore<Toast[]>([]);
let nextId = 1;

function show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  const existing = toastStore
    .get()
    .find((t) => t.kind === kind && t.message === message && t.title === options.title);
  // Several calls failing for the same reason (e.g. the network is down) should show one toast.
  if (existing) return existing.id;
  const id = nextId++;
  toastStore.set((list) => [
    ...list,
    {
      id,
      kind,
      message,
      title: options.title,
      duration: options.duration ?? DEFAULT_TOAST_MS,
      untilLogin: options.untilLogin,
    },
  ]);
  return id;
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismiss(id: number) {
    toastStore.set((list) => list.filter((t) => t.id !== id));
  },
  /** Drops the "please login first" toasts once a session exists. */
  dismissLoginPrompts() {
    toastStore.set((list) => (list.some((t) => t.untilLogin) ? list.filter((t) => !t.untilLogin) : list));
  },
};
