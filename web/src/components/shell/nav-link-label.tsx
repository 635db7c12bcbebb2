import { useTranslation } from 'react-i18next';
import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import { SvgIcon } from '../../components/icon/svg-icon';
import type { NavEntry } from './nav-entry';

/** An entry's label; an external one says it opens in a new tab. */
export function NavLinkLabel({ entry }: { entry: NavEntry }) {
  const { t } = useTranslation();
  return (
    <>
      {t(entry.labelKey)}
      {entry.external && (
        <SvgIcon icon={ExportOutlined} className="qiao-mirror" aria-label={t('nav.opensNewTab')} />
      )}
    </>
  );
}
