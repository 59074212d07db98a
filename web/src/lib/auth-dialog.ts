import { createStore } from './create-store';

export type AuthDialogMode = 'login' | 'register' | 'reset';

export interface AuthDialogState {
  open: boolean;
  mode: AuthDialogMode;
}

/** The one login/register/reset dialog; any component, guard or the api client may open it. */
export const authDialogStore = createStore<AuthDialogState>({ open: false, mode: 'login' });

export function openAuthDialog(mode: AuthDialogMode = 'login'): void {
  authDialogStore.set({ open: true, mode });
}

export function closeAuthDialog(): void {
  authDialogStore.set((state) => ({ ...state, open: false }));
}

export const useAuthDialog = () => authDialogStore.use();
