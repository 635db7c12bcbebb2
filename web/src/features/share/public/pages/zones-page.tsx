import { Button, Empty, Menu, Result, Segmented, Skeleton } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../../components/pager/list-pager';
import { useMediaQuery } from '../../../../hooks/use-media-query';
import { useZones, useZoneShares } from '../api/use-zones';
import { ShareCard } from '../components/share-card';
import {
  chosenZone,
  parseZonesQuery,
  ZONE_SORTS,
  zonesSearch,
  type ZonesQuery,
} from '../rules/zones-query';
import cardStyles from '../components/public-share.module.css';
import styles from './pages.module.css';

function ListFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('zones');
  return (
    <Result
      status="warning"
      title={t('space.loadFailed')}
      extra={<Button onClick={onRetry}>{t('space.retry')}</Button>}
    />
  );
}

function ZoneShares({
  zone,
  query,
  onChange,
}: {
  zone: { base_id: number; title: string };
  query: ZonesQuery;
  onChange: (next: ZonesQuery) => void;
}) {
  const { t } = useTranslation('zones');
  const shares = useZoneShares(zone.base_id, query.sort, query.page);
  return (
    <section aria-labelledby="zone-name">
      <div className={styles.toolbar}>
        <h2 id="zone-name" className={styles.zoneName} dir="auto">
          {zone.title}
        </h2>
        <label className={styles.sort}>
          <span>{t('space.sortLabel')}</span>
          <Segmented
            aria-label={t('space.sortLabel')}
            value={query.sort}
            options={ZONE_SORTS.map((sort) => ({ value: sort, label: t(`space.sort.${sort}`) }))}
            onChange={(sort) => onChange({ ...query, sort, page: 1 })}
          />
        </label>
      </div>
      {shares.isPending ? (
        <Skeleton active />
      ) : shares.isError ? (
        <ListFailed onRetry={() => void shares.refetch()} />
      ) : shares.data.list.length === 0 ? (
        <Empty description={t('space.empty')} />
      ) : (
        <>
          <ul className={cardStyles.cards}>
            {shares.data.list.map((share) => (
              <li key={share.shareBatchNum}>
                <ShareCard share={share} />
              </li>
            ))}
          </ul>
          <ListPager
            className={styles.pager}
            page={query.page}
            total={shares.data.total}
            onPage={(page) => onChange({ ...query, page })}
          />
        </>
      )}
    </section>
  );
}

/** `/pages/shared-space/zones`: what everyone has published, zone by zone; visitors welcome. */
export default function ZonesPage() {
  const { t } = useTranslation('zones');
  const [search, setSearch] = useSearchParams();
  const query = parseZonesQuery(search);
  const zones = useZones();
  const wide = useMediaQuery('(min-width: 901px)');
  const zone = zones.data && chosenZone(zones.data, query.zone);
  const go = (next: ZonesQuery) => setSearch(zonesSearch(next));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('space.title')}</h1>
      <p className={styles.intro}>{t('space.intro')}</p>
      {zones.isPending ? (
        <Skeleton active />
      ) : zones.isError ? (
        <ListFailed onRetry={() => void zones.refetch()} />
      ) : !zone ? (
        <Empty description={t('space.noZones')} />
      ) : (
        <div className={styles.layout}>
          <nav aria-label={t('space.zonesLabel')} className={styles.zones}>
            <p className={styles.zonesTitle}>{t('space.zonesLabel')}</p>
            <Menu
              mode={wide ? 'inline' : 'horizontal'}
              selectedKeys={[String(zone.base_id)]}
              items={zones.data.map((item) => ({
                key: String(item.base_id),
                icon: <AppstoreOutlined aria-hidden />,
                label: <bdi>{item.title}</bdi>,
              }))}
              onClick={({ key }) => go({ zone: key, sort: query.sort, page: 1 })}
            />
          </nav>
          <ZoneShares key={zone.base_id} zone={zone} query={query} onChange={go} />
        </div>
      )}
    </div>
  );
}
