import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GAME_IDS, GAME_LEVELS, type GameId } from '@qiao/contracts/games';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { RequireLogin } from '../../../session/require-login';
import { useGamesList } from '../api/use-games';
import { GameCard } from '../components/game-card';
import { GameFrame } from '../components/game-frame';
import { GAME_REGISTRY } from '../game-registry';
import { gameLink } from '../games-routes';
import styles from '../games.module.css';

const playable = (value: string | null): value is GameId =>
  GAME_IDS.includes(value as GameId) && GAME_REGISTRY[value as GameId] !== undefined;

/**
 * `/pages/games/games`: the games with a level to choose and the learner's best scores;
 * `?game=<id>&level=<n>` plays one (signed in: scores are kept per learner).
 */
export default function GamesPage() {
  const { t } = useTranslation('games');
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const list = useGamesList();
  const game = query.get('game');
  const level = Number(query.get('level') ?? GAME_LEVELS[0]);

  if (playable(game)) {
    const chosen = GAME_LEVELS.includes(level as 1) ? level : GAME_LEVELS[0];
    return (
      <div className={styles.page}>
        <RequireLogin>
          {() => <GameFrame game={game} level={chosen} onLeave={() => void navigate(gameLink())} />}
        </RequireLogin>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('list.title')}</h1>
        <p className={styles.intro}>{t('list.intro')}</p>
      </header>
      {list.isPending && <PageLoading />}
      {list.isError && <LoadError onRetry={() => void list.refetch()} />}
      {list.data && (
        <div className={styles.grid}>
          {list.data.list
            .filter((info) => GAME_REGISTRY[info.id] !== undefined)
            .map((info) => (
              <GameCard
                key={info.id}
                game={info}
                onPlay={(chosen) => void navigate(gameLink(info.id, chosen))}
              />
            ))}
        </div>
      )}
    </div>
  );
}
