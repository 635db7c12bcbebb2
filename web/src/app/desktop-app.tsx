import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { createDesktopRouter } from './desktop-router';

export function DesktopApp() {
  const [router] = useState(() => createDesktopRouter(window.location.pathname));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
