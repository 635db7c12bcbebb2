import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../../components/pager/list-pager';
import { useAudioCards } from '../api/use-editorial-detail';
import { AudioFlipCard } from '../components/audio-flip-card';
import { BackLink } from '../components/back-link';
import { QueryStates } from '../components/query-states';
import { EDITORIAL_ROUTES } from '../editorial-routes';
import { idFrom } from '../rules/page-query';
import cardStyles from '../components/cards.module.css';
import styles from '../components/editorial.module.css';

/** The cards of one category (`?id=`): flip for pinyin and meaning, play the sound. */
export default function CardsPage() {
  const { t } = useTranslation('editorial');
  const [params] = useSearchParams();
  const [page, setPage] = useState(1);
  const cards = useAudioCards(idFrom(params) ?? 'none', page);
  return (
    <div className={styles.page}>
      <BackLink to={EDITORIAL_ROUTES.cardCategories} label={t('cards.back')} />
      <QueryStates query={cards}>
        {(data) => (
          <>
            <h1 className={styles.title} dir="auto">
              {data.category.title}
            </h1>
            <p className={styles.intro}>{t('cards.intro')}</p>
            <ul className={cardStyles.grid}>
              {data.list.map((card) => (
                <li key={card.id}>
                  <AudioFlipCard card={card} />
                </li>
              ))}
            </ul>
            <ListPager page={page} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryStates>
    </div>
  );
}
