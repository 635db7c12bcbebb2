import { useTranslation } from 'react-i18next';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { parseLanguage, type Language } from '@qiao/contracts/languages';
import { useLanguage } from '../../hooks/use-language';
import { SvgIcon } from '../icon/svg-icon';
import styles from './language-switch.module.css';

// Each language is named in itself, the same in every interface language.
const LANGUAGE_OPTIONS: readonly { value: Language; name: string; htmlLang: string }[] = [
  { value: 'ar', name: 'العربية', htmlLang: 'ar' },
  { value: 'zh', name: '中文', htmlLang: 'zh-CN' },
  { value: 'en', name: 'English', htmlLang: 'en' },
];

/**
 * The interface language, as the browser's own select: keyboard, screen readers and phones work
 * as everywhere else, and the shell needs no component library to draw it.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <span className={compact ? `${styles.switch} ${styles.compact}` : styles.switch}>
      <SvgIcon icon={GlobalOutlined} className={styles.globe} />
      <select
        className={styles.select}
        aria-label={t('language.label')}
        value={language}
        onChange={(event) => {
          const next = parseLanguage(event.target.value);
          if (next) void setLanguage(next);
        }}
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value} lang={option.htmlLang}>
            {option.name}
          </option>
        ))}
      </select>
      <SvgIcon icon={DownOutlined} className={styles.chevron} />
    </span>
  );
}
