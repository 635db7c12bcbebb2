import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { createDesktopRouter } from './desktop-router';
import { LoginCompletion } from '../session/login-completion';

// Made only once a login coming back from the passport is finished, so the router starts from
// the route the login began on rather than the passport's return address.
function DesktopRoutes() {
  const [router] = useState(() => createDesktopRouter(window.location.pathname));
  return <RouterProvider router={router} />;
}

export function DesktopApp() {
  return (
    <AppProviders>
      <LoginCompletion>
        <DesktopRoutes />
      </LoginCompletion>
    </AppProviders>
  );
}
