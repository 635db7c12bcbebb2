import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import FireOutlined from '@ant-design/icons-svg/es/asn/FireOutlined';
import PushpinOutlined from '@ant-design/icons-svg/es/asn/PushpinOutlined';
import { SvgIcon } from '../../../../components/icon/svg-icon';
import { useHotWords } from '../api/use-hot-words';
import { searchResultsPath } from '../search-routes';
import styles from './search-lists.module.css';

/** Hot search words as links to their results; pinned ones marked. */
export function HotKeywords({ titleId, ranked = false }: { titleId: string; ranked?: boolean }) {
  const { t } = useTranslation('search');
  const { data: words, isPending, isError } = useHotWords();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        <SvgIcon icon={FireOutlined} aria-hidden="true" /> {t('hot.title')}
      </h2>
      {isPending && <p className={styles.note}>{t('hot.loading')}</p>}
      {isError && <p className={styles.note}>{t('hot.failed')}</p>}
      {words && words.length === 0 && <p className={styles.note}>{t('hot.empty')}</p>}
      {words && words.length > 0 && (
        <ol className={ranked ? styles.ranked : styles.chips}>
          {words.map((word, index) => (
            <li key={word.word}>
              <Link to={searchResultsPath(word.word)} className={styles.chip}>
                {ranked && <span className={styles.rank}>{index + 1}</span>}
                <bdi>{word.word}</bdi>
                {word.pinned && (
                  <SvgIcon
                    icon={PushpinOutlined}
                    className={styles.pin}
                    aria-label={t('hot.pinned')}
                  />
                )}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
