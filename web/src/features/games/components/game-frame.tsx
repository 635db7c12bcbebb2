import { Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Alert, Button, Result, Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GameId, RoundAnswers } from '@qiao/contracts/games';
import { GAME_NAMES } from '@qiao/contracts/games-names';
import { PageLoading } from '../../../components/page-loading';
import { useLanguage } from '../../../hooks/use-language';
import { useFinishRound, useStartRound } from '../api/use-games';
import type { GameProps } from '../game-definition';
import { GAME_REGISTRY } from '../game-registry';
import { canSpeakChinese, webGameSound } from '../web-game-sound';
import { BestTable } from './best-table';
import styles from '../games.module.css';

/** Games whose items are heard: a browser without a Chinese voice gets recorded items only. */
const HEARD: readonly GameId[] = ['toneListening', 'sentenceBuilder', 'listenPicture'];

const SOUND_KEY = 'qiao.games.sound';

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

interface FrameProps {
  game: GameId;
  level: number;
  onLeave(): void;
}

/**
 * One game played: the level, the time and the sound switch around the game; each "play again"
 * is a new session (a new round from the server).
 */
export function GameFrame(props: FrameProps) {
  const [session, setSession] = useState(0);
  // Another game or level in the address is a new session too: a round is never shown to the
  // game it was not drawn for.
  return (
    <GameSession
      key={`${props.game}-${props.level}-${session}`}
      {...props}
      onAgain={() => setSession((n) => n + 1)}
    />
  );
}

/**
 * Draws a round, runs the game, sends the answers when it finishes, then shows the score (the
 * server's) and the level's best table.
 */
function GameSession({ game, level, onLeave, onAgain }: FrameProps & { onAgain(): void }) {
  const { t } = useTranslation('games');
  const { language } = useLanguage();
  const start = useStartRound();
  const finish = useFinishRound();
  const [soundOn, setSoundOn] = useState(() => localStorage.getItem(SOUND_KEY) !== 'off');
  const [startedAt, setStartedAt] = useState<number>();
  const [stoppedAt, setStoppedAt] = useState<number>();
  const [now, setNow] = useState(() => Date.now());
  const sound = useMemo(() => webGameSound(soundOn), [soundOn]);
  const startRound = start.mutate;
  const round = start.data;

  useEffect(() => {
    let live = true;
    void (async () => {
      const recordedOnly = HEARD.includes(game) && !(await canSpeakChinese());
      if (live)
        startRound({ game, level, recordedOnly }, { onSuccess: () => setStartedAt(Date.now()) });
    })();
    return () => {
      live = false;
    };
  }, [game, level, startRound]);

  const ticking = startedAt !== undefined && stoppedAt === undefined;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [ticking]);
  const seconds = startedAt ? Math.max(0, Math.floor(((stoppedAt ?? now) - startedAt) / 1000)) : 0;

  const submit = finish.mutate;
  const onFinish = useCallback(
    (answers: RoundAnswers) => {
      if (!round) return;
      setStoppedAt(Date.now());
      sound.finished();
      submit({ roundId: round.roundId, ...answers });
    },
    [round, sound, submit],
  );

  const Game = GAME_REGISTRY[game] as ComponentType<GameProps> | undefined;
  const playing = round !== undefined && stoppedAt === undefined;

  return (
    <div className={styles.frame} data-game={game}>
      <header className={styles.frameBar}>
        <Button onClick={onLeave}>{t('frame.back')}</Button>
        <h2 className={styles.frameTitle}>{GAME_NAMES[game].name[language]}</h2>
        <Space wrap size="middle">
          <Tag color="blue">{t('frame.level', { level })}</Tag>
          <span className={styles.clock} aria-label={t('frame.time')} role="timer">
            {clock(seconds)}
          </span>
          <label className={styles.soundSwitch}>
            <Switch
              size="small"
              checked={soundOn}
              onChange={(on) => {
                setSoundOn(on);
                localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
              }}
            />
            {t('frame.sound')}
          </label>
        </Space>
      </header>
      {start.isError && (
        <Alert
          type="error"
          showIcon
          message={t('frame.roundFailed')}
          action={<Button onClick={onAgain}>{t('frame.retry')}</Button>}
        />
      )}
      {!round && !start.isError && <PageLoading />}
      {playing && Game && (
        <Suspense fallback={<PageLoading />}>
          <Game level={level} round={round.content} sound={sound} onFinish={onFinish} />
        </Suspense>
      )}
      {finish.isPending && <PageLoading />}
      {finish.isError && <Alert type="error" showIcon message={t('frame.scoreFailed')} />}
      {finish.data && (
        <div className={styles.finished}>
          <Result
            status="success"
            title={
              <span data-testid="game-score">{t('frame.score', { score: finish.data.score })}</span>
            }
            subTitle={
              <>
                {t('frame.right', {
                  right: finish.data.correct.filter(Boolean).length,
                  total: finish.data.correct.length,
                })}
                {finish.data.newBest && (
                  <Tag color="gold" className={styles.newBest}>
                    {t('frame.newBest')}
                  </Tag>
                )}
              </>
            }
            extra={[
              <Button key="again" type="primary" onClick={onAgain}>
                {t('frame.again')}
              </Button>,
              <Button key="leave" onClick={onLeave}>
                {t('frame.back')}
              </Button>,
            ]}
          />
          <BestTable game={game} level={level} />
        </div>
      )}
    </div>
  );
}
