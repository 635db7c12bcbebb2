import { useState } from 'react';
import { RouterProvider, createHashRouter } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { homePageRoutes } from '../features/home/home-pages';
import { personalPageRoutes } from '../features/personal/personal-pages';
import { shareLinkPageRoutes } from '../features/share/share-pages';
import { MobileShell } from './mobile-shell';
import { OpenOnDesktop } from './open-on-desktop';
import { LoginCompletion } from '../session/login-completion';

function createMobileRouter() {
  return createHashRouter([
    {
      path: '/',
      element: <MobileShell />,
      children: [
        // The phone site's own pages: the same lists the desktop router takes from the features.
        ...homePageRoutes(),
        ...personalPageRoutes(),
        // A share link opened on a phone (see mobile-redirect): visitors need no login.
        ...shareLinkPageRoutes(),
        // Every other route (the lists, the file space, search…) opens the desktop page; a route
        // added here must also join MOBILE_ROUTES, or the desktop shell keeps phones on its own.
        { path: '*', element: <OpenOnDesktop /> },
      ],
    },
  ]);
}

/** The phone site at /mobile/#/: same languages and pages, a compact frame. */
// Made after a returning login is finished, so it starts from the route the login began on.
function MobileRoutes() {
  const [router] = useState(createMobileRouter);
  return <RouterProvider router={router} />;
}

export function MobileApp() {
  return (
    <AppProviders>
      <LoginCompletion>
        <MobileRoutes />
      </LoginCompletion>
    </AppProviders>
  );
}
