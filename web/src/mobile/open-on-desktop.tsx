import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageLoading } from '../components/page-loading';

/**
 * A route the phone site has no page of yet: the desktop page opens in its place (it fits a
 * phone's width), instead of a "page not found". The phone's address is replaced, so Back returns
 * to where the link was. A route neither site knows ends on the desktop's own not-found page.
 */
export function OpenOnDesktop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.location.replace(`/#${pathname}${search}`);
  }, [pathname, search]);
  return <PageLoading />;
}
