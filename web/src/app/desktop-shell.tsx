import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { HOME_ROUTES } from '@qiao/contracts/catalogue-pages';
import { ShellLayout } from '../components/shell/shell-layout';
import { PHONE_WIDTH } from '../components/shell/top-window';
import { useMediaQuery } from '../hooks/use-media-query';
import { LoginWidget } from '../session/login-widget';
import { leaveFirstScreen } from './first-screen';
import { NAV_ENTRIES } from './nav-entries';

const isHomeRoute = (pathname: string) => (HOME_ROUTES as readonly string[]).includes(pathname);

/** The desktop frame with the menu. */
export function DesktopShell({ highlightActive }: { highlightActive: boolean }) {
  // On a phone the login widget is the phone site's: "login" only, the passport offers registering.
  const narrow = useMediaQuery(PHONE_WIDTH);
  const { pathname } = useLocation();
  // The server's first screen stands for the home only; any other page the app draws (after a
  // login's return, say, which changes the address without a hashchange) replaces it at once.
  useLayoutEffect(() => {
    if (!isHomeRoute(pathname)) leaveFirstScreen();
  }, [pathname]);
  return (
    <ShellLayout
      entries={NAV_ENTRIES}
      highlightActive={highlightActive}
      userArea={<LoginWidget compact={narrow} />}
    />
  );
}
