import './components/plain.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { isPublicPath } from './app/route-match';
import { PageLoading } from './components/page-loading';
import { clientConfigQuery } from './lib/client-config';
import { i18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { sessionQuery } from './features/session/api/get-session';

// Ask for the config, the session and the first page's texts while its code loads.
void queryClient.prefetchQuery(clientConfigQuery);
void queryClient.prefetchQuery(sessionQuery);
if (isPublicPath(window.location.pathname)) void i18n.loadNamespaces(['session']);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={<PageLoading fullScreen />}>
      <App />
    </Suspense>
  </StrictMode>,
);
