import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from '../icon/svg-icon';
import { PanelLink } from './nav-drop-down';
import type { NavEntry } from './nav-entry';
import styles from './nav-drop-down.module.css';
import { useDisclosurePanel } from './use-disclosure-panel';

/**
 * The top menu's last item when the window is too narrow for all of it: a button whose panel
 * holds the entries that did not fit, each with its lists set in under it. It reads as current
 * when the page showing is one of them.
 */
export function MoreMenu({
  entries,
  trail,
  className,
}: {
  entries: readonly NavEntry[];
  trail: readonly string[];
  className: string | undefined;
}) {
  const { t } = useTranslation();
  const { open, close, itemProps, toggleProps, panelProps } = useDisclosurePanel();
  const holdsCurrent = entries.some((entry) => trail.includes(entry.key));
  return (
    <li {...itemProps} className={styles.item} data-testid="top-menu-more">
      <button
        {...toggleProps}
        className={className}
        aria-current={holdsCurrent ? 'true' : undefined}
      >
        {t('nav.more')}
        {/* Wrapped: the compact menu hides a tab's first icon, never this arrow. */}
        <span className={styles.moreArrow}>
          <SvgIcon icon={DownOutlined} className={open ? styles.chevronOpen : styles.chevron} />
        </span>
      </button>
      <ul {...panelProps} className={styles.panel}>
        {entries.flatMap((entry) => [
          <PanelLink key={entry.key} entry={entry} trail={trail} onChoose={close} />,
          ...(entry.children ?? []).map((child) => (
            <PanelLink key={child.key} entry={child} trail={trail} onChoose={close} nested />
          )),
        ])}
      </ul>
    </li>
  );
}
