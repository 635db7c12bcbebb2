import { ShellLayout } from '../components/shell/shell-layout';
import { PHONE_WIDTH } from '../components/shell/top-window';
import { useMediaQuery } from '../hooks/use-media-query';
import { useAppInfo } from '../api/use-app-info';
import { LoginWidget } from '../session/login-widget';
import { navEntriesWith } from './nav-entries';

/** The desktop frame with the menu, completed by the exam site the server names. */
export function DesktopShell({ highlightActive }: { highlightActive: boolean }) {
  const { data: info } = useAppInfo();
  // On a phone the login widget is the phone site's: "login" only, the passport offers registering.
  const narrow = useMediaQuery(PHONE_WIDTH);
  return (
    <ShellLayout
      entries={navEntriesWith(info?.examSiteUrl)}
      highlightActive={highlightActive}
      userArea={<LoginWidget compact={narrow} />}
    />
  );
}
