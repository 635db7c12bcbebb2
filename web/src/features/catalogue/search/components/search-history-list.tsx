import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
import { DeleteOutlined, HistoryOutlined } from '@ant-design/icons';
import { searchResultsPath } from '../search-routes';
import styles from './search-lists.module.css';

/** What this browser searched for before, with a way to forget it all. */
export function SearchHistoryList({
  history,
  onClear,
  ranked = false,
}: {
  history: readonly string[];
  onClear: () => void;
  ranked?: boolean;
}) {
  const { t } = useTranslation('search');
  return (
    <section className={styles.block} aria-labelledby="search-history-title">
      <div className={styles.headingRow}>
        <h2 id="search-history-title" className={styles.heading}>
          <HistoryOutlined aria-hidden="true" /> {t('history.title')}
        </h2>
        {history.length > 0 && (
          <Button type="link" icon={<DeleteOutlined aria-hidden />} onClick={onClear}>
            {t('history.clear')}
          </Button>
        )}
      </div>
      {history.length === 0 ? (
        <p className={styles.note}>{t('history.empty')}</p>
      ) : (
        <ul className={ranked ? styles.ranked : styles.chips}>
          {history.map((word) => (
            <li key={word}>
              <Link to={searchResultsPath(word)} className={styles.chip}>
                <bdi>{word}</bdi>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
