import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './app/router';
import { refreshRoles } from './lib/api-client';
import { auth } from './lib/auth';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { websiteConfigQuery } from './lib/site-config';

void queryClient.prefetchQuery(websiteConfigQuery);
// Spec 1 §7: roles may have changed since the stored user info was written.
if (auth.getToken()) void refreshRoles();

initI18n()
  .catch((error: unknown) => console.error('Could not load the interface texts', error))
  .finally(() => {
    // One router for the app's lifetime: its creation runs the first route's loaders.
    const router = createAppRouter();
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
