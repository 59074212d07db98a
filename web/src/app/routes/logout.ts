import { paths } from '@web/config/paths';
import { api } from '@web/lib/api-client';
import { auth } from '@web/lib/auth';
import { queryClient } from '@web/lib/query-client';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { requireLogin } from '../guards';

/**
 * Spec 1 §2.15: logs out on the server, forgets the session here whatever the server said,
 * and goes home. Dropping cached queries stops the unread polling and hides private data.
 */
export async function logoutLoader(args: LoaderFunctionArgs) {
  const denied = requireLogin(args);
  if (denied) return denied;
  try {
    await api.get<null>('/api/logout', undefined, { silent: true });
  } catch (error) {
    console.warn('Server-side logout failed; the local session is cleared anyway', error);
  }
  auth.clear();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'website-config' });
  return redirect(paths.home);
}
