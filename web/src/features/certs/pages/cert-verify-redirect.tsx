import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useLanguage } from '../../../hooks/use-language';
import { certVerifyHref } from '../certs-routes';

/**
 * `#/pages/cert/verify`: the verify page is the server's own (it works without this app), so the
 * hash route sends the browser there, keeping what it asked (`?id=`) and the language.
 */
export default function CertVerifyRedirect() {
  const { search } = useLocation();
  const { language } = useLanguage();
  useEffect(() => window.location.replace(certVerifyHref(language, search)), [language, search]);
  return <PageLoading />;
}
