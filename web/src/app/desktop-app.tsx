import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { createDesktopRouter } from './desktop-router';
import { LoginCompletion } from '../session/login-completion';

export function DesktopApp() {
  const [router] = useState(() => createDesktopRouter(window.location.pathname));
  return (
    <AppProviders>
      <LoginCompletion>
        <RouterProvider router={router} />
      </LoginCompletion>
    </AppProviders>
  );
}
