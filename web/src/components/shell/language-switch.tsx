import { Select } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Language } from '@qiao/contracts/languages';
import { useLanguage } from '../../hooks/use-language';
import styles from './language-switch.module.css';

// Each language is named in itself, the same in every interface language.
const LANGUAGE_OPTIONS: readonly { value: Language; name: string; htmlLang: string }[] = [
  { value: 'ar', name: 'العربية', htmlLang: 'ar' },
  { value: 'zh', name: '中文', htmlLang: 'zh-CN' },
  { value: 'en', name: 'English', htmlLang: 'en' },
];

const options = LANGUAGE_OPTIONS.map((option) => ({
  value: option.value,
  title: option.name,
  label: <span lang={option.htmlLang}>{option.name}</span>,
}));

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <Select<Language>
      className={compact ? `${styles.switch} ${styles.compact}` : styles.switch}
      aria-label={t('language.label')}
      value={language}
      options={options}
      onChange={(next) => void setLanguage(next)}
      prefix={<GlobalOutlined aria-hidden="true" />}
      popupMatchSelectWidth={false}
      size={compact ? 'middle' : 'large'}
    />
  );
}
