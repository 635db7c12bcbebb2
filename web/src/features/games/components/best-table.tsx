import { Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BestRow, GameId } from '@qiao/contracts/games';
import { useGameBest } from '../api/use-games';
import styles from '../games.module.css';

/** A game level's best scores: the learner's own best and the top players, the learner's row marked. */
export function BestTable({ game, level }: { game: GameId; level: number }) {
  const { t } = useTranslation('games');
  const { data, isPending } = useGameBest(game, level);
  return (
    <section
      className={styles.best}
      aria-labelledby={`best-${game}-${level}`}
      data-testid="best-table"
    >
      <h3 id={`best-${game}-${level}`} className={styles.bestTitle}>
        {t('best.title', { level })}
      </h3>
      <p className={styles.ownBest}>
        {data?.ownBest === null || data?.ownBest === undefined
          ? t('best.noOwn')
          : t('best.own', { score: data.ownBest })}
      </p>
      <Table<BestRow>
        size="small"
        loading={isPending}
        pagination={false}
        rowKey="rank"
        dataSource={data?.top ?? []}
        rowClassName={(row) => (row.own ? styles.ownRow! : '')}
        locale={{ emptyText: <Empty description={t('best.empty')} /> }}
        columns={[
          { title: t('best.rank'), dataIndex: 'rank', width: 64 },
          {
            title: t('best.player'),
            dataIndex: 'name',
            render: (name: string, row) => (
              <span dir="auto">
                {name}
                {row.own ? ` (${t('best.you')})` : ''}
              </span>
            ),
          },
          { title: t('best.score'), dataIndex: 'score', width: 96 },
        ]}
      />
    </section>
  );
}
