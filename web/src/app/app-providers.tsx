import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/**
 * What every screen needs: the query client. antd's providers are not here: pages that use antd
 * get them from `AntdScope` with their own code (see lazy-page.tsx), so the shell starts without
 * the component library.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
