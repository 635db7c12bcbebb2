import { ShellLayout } from '../components/shell/shell-layout';
import { PHONE_WIDTH } from '../components/shell/top-window';
import { useMediaQuery } from '../hooks/use-media-query';
import { LoginWidget } from '../session/login-widget';
import { NAV_ENTRIES } from './nav-entries';

/** The desktop frame with the menu. */
export function DesktopShell({ highlightActive }: { highlightActive: boolean }) {
  // On a phone the login widget is the phone site's: "login" only, the passport offers registering.
  const narrow = useMediaQuery(PHONE_WIDTH);
  return (
    <ShellLayout
      entries={NAV_ENTRIES}
      highlightActive={highlightActive}
      userArea={<LoginWidget compact={narrow} />}
    />
  );
}
