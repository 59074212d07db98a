import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, updated live (e.g. the 768 px content breakpoint of spec 1 §9). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? true,
    () => true,
  );
}
