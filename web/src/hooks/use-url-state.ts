import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

type UrlValues = Record<string, string | number>;

/**
 * List state (page, size, search) kept in the query string so it survives reloads and can be
 * shared. Values equal to their default are left out of the URL. Pass a module-level constant
 * as `defaults`: its keys and value types define the state.
 */
export function useUrlState<T extends UrlValues>(defaults: T): [T, (patch: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();

  const state = useMemo(() => {
    const values: UrlValues = { ...defaults };
    for (const [key, fallback] of Object.entries(defaults)) {
      const raw = params.get(key);
      if (raw === null) continue;
      if (typeof fallback === 'number') {
        const number = Number(raw);
        values[key] = Number.isFinite(number) && raw.trim() !== '' ? number : fallback;
      } else {
        values[key] = raw;
      }
    }
    return values as T;
  }, [params, defaults]);

  const update = useCallback(
    (patch: Partial<T>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      });
    },
    [setParams, defaults],
  );

  return [state, update];
}
