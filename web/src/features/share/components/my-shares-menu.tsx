import type { MenuProps } from 'antd';
import { HistoryOutlined, LinkOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { myShareKindOf, mySharesQuery } from '../rules/my-share-views';

type MenuItem = NonNullable<MenuProps['items']>[number];

const KEYS = { public: 'my-shares-public', link: 'my-shares-link' } as const;

/** "Shared records" and "shared link" for the drive's left menu (spec §2 categories). */
export function useMySharesMenu() {
  const { t } = useTranslation('share');
  const [query, setQuery] = useSearchParams();
  const kind = myShareKindOf(query);
  const items: MenuItem[] = [
    { key: KEYS.public, icon: <HistoryOutlined aria-hidden />, label: t('menu.records') },
    { key: KEYS.link, icon: <LinkOutlined aria-hidden />, label: t('menu.links') },
  ];
  /** Opens a list when the key is one of ours; false leaves the click to the drive. */
  const open = (key: string): boolean => {
    if (key === KEYS.public) setQuery(mySharesQuery('public'));
    else if (key === KEYS.link) setQuery(mySharesQuery('link'));
    else return false;
    return true;
  };
  return { items, selectedKey: kind && KEYS[kind], open };
}
