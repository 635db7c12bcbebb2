import { ShellLayout } from '../components/shell/shell-layout';
import { useAppInfo } from '../api/use-app-info';
import { LoginWidget } from '../session/login-widget';
import { navEntriesWith } from './nav-entries';

/** The desktop frame with the menu, completed by the exam site the server names. */
export function DesktopShell({ highlightActive }: { highlightActive: boolean }) {
  const { data: info } = useAppInfo();
  return (
    <ShellLayout
      entries={navEntriesWith(info?.examSiteUrl)}
      highlightActive={highlightActive}
      userArea={<LoginWidget />}
    />
  );
}
