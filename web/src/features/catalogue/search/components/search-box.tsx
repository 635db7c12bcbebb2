import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { SvgIcon } from '../../../../components/icon/svg-icon';
import { SEARCH_LIMITS } from '@qiao/contracts/catalogue-home';
import styles from './search-box.module.css';

/**
 * A search field with its button. A plain form (no antd Input), so the home can show it without
 * pulling in more of the component library on its first load.
 */
export function SearchBox({
  initialKeyword = '',
  onSearch,
  autoFocus = false,
  size = 'large',
}: {
  initialKeyword?: string;
  onSearch: (keyword: string) => void;
  autoFocus?: boolean;
  size?: 'large' | 'middle';
}) {
  const { t } = useTranslation('search');
  const [keyword, setKeyword] = useState(initialKeyword);
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const word = keyword.trim();
    setEmpty(word === '');
    if (word) onSearch(word);
  };
  return (
    <form role="search" className={styles.form} data-size={size} onSubmit={submit}>
      <input
        type="search"
        className={styles.input}
        value={keyword}
        maxLength={SEARCH_LIMITS.keywordMaxLength}
        placeholder={t('box.placeholder')}
        aria-label={t('box.label')}
        aria-invalid={empty || undefined}
        aria-describedby={empty ? 'search-box-empty' : undefined}
        // The search pages exist to be typed into.
        autoFocus={autoFocus}
        dir="auto"
        onChange={(event) => {
          setKeyword(event.target.value);
          if (empty) setEmpty(false);
        }}
      />
      <button type="submit" className={styles.button}>
        <SvgIcon icon={SearchOutlined} aria-hidden="true" />
        <span>{t('box.submit')}</span>
      </button>
      {empty && (
        <p id="search-box-empty" className={styles.error} role="alert">
          {t('box.empty')}
        </p>
      )}
    </form>
  );
}
