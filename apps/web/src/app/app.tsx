import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client';
import { AppRoutes, NavigatorBinding } from './router';

/**
 * The providers every page shares. antd is not among them: the login route ships without it, and
 * the pages that use it mount AntdRoot (theme, locale, toasts) themselves.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <NavigatorBinding />
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
