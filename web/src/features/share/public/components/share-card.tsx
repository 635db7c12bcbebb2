import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { SHARE_DETAIL_ROUTE } from '../../public-share-routes';
import { shareQuery } from '../rules/share-location';
import type { PublicShareCard } from '@qiao/contracts/share-public';
import { ShareCounts } from './share-counts';
import styles from './public-share.module.css';

/** One published share in a zone or in "my" lists; the title opens the detail page. */
export function ShareCard({ share }: { share: PublicShareCard }) {
  const { t } = useTranslation('zones');
  const to = {
    pathname: SHARE_DETAIL_ROUTE,
    search: shareQuery({ shareBatchNum: share.shareBatchNum, filePath: '/' }),
  };
  return (
    <article className={styles.card}>
      <h3 className={styles.cardTitle}>
        <Link to={to} dir="auto">
          {share.public_title}
        </Link>
      </h3>
      <p className={styles.cardIntro} dir="auto">
        {share.public_desc}
      </p>
      <p className={styles.owner}>
        <Trans
          t={t}
          i18nKey="card.owner"
          values={{ name: share.ownerName }}
          components={{ name: <bdi /> }}
        />
      </p>
      <ShareCounts counts={share} />
    </article>
  );
}
