import { paths } from '@web/config/paths';
import { auth } from '@web/lib/auth';
import { isAdminPath } from '@web/lib/navigation';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Spec 1 §4 page visibility: adopt what another tab did to the stored session. */
export function SessionSync() {
  const navigate = useNavigate();

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      if (auth.syncFromStorage() === 'removed') {
        navigate(isAdminPath(window.location.pathname) ? paths.adminLogin : paths.home);
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [navigate]);

  return null;
}
