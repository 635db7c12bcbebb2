import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ItemAnswer } from '@qiao/contracts/exams';
import type { RunningAttempt } from '@qiao/contracts/exams-calls';
import { ExamItem } from '../items/exam-item';
import { useAnswerSaver } from '../api/use-answer-saver';
import { useHandIn, useNextSection } from '../api/use-attempt';
import { useCountdown } from '../api/use-countdown';
import { leaveFullscreen, useFullscreen } from '../api/use-fullscreen';
import { isAnswered } from '../rules/answers';
import { sectionItems } from '../rules/section-items';
import { examResultLink } from '../exams-routes';
import { ItemNavigator } from './item-navigator';
import { ListenButton } from './listen-button';
import { ReviewScreen } from './review-screen';
import { SaveStatus } from './save-status';
import { SectionClock } from './section-clock';
import styles from '../exams.module.css';

const ASK_AGAIN_MS = 2000;

/**
 * One section of a running attempt, full screen: its clock, its questions one at a time, answers
 * saved as they are given, then the next section or the review and hand-in. A new section is a
 * new session (the page keys it by section), so nothing of the last one lingers.
 */
export function ExamSession({
  attempt,
  reload,
}: {
  attempt: RunningAttempt;
  /** Reads the attempt again (the server moves on or hands in once the time is up). */
  reload: () => Promise<RunningAttempt | undefined>;
}) {
  const { t } = useTranslation('exams');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { attemptId, sections, sectionIndex } = attempt;
  const section = sections[sectionIndex]!;
  const items = useMemo(() => sectionItems(sections, sectionIndex), [sections, sectionIndex]);
  const last = sectionIndex === sections.length - 1;
  const fullscreen = useFullscreen();
  const nextSection = useNextSection(attemptId);
  const handIn = useHandIn();

  // The clock and the saver both call for a fresh read when time is up; the reader needs them both.
  const timeUpRef = useRef<() => void>(() => undefined);
  const clock = useCountdown(attempt.secondsLeft, () => timeUpRef.current());
  const saver = useAnswerSaver(attemptId, {
    onSecondsLeft: clock.sync,
    onRefused: () => timeUpRef.current(),
  });
  const timeUp = async () => {
    await saver.flush();
    const fresh = await reload();
    if (fresh && fresh.state === 'running' && fresh.sectionIndex === sectionIndex) {
      // The server still gives the section a moment (answers in flight): ask again after it.
      if ((fresh.secondsLeft ?? 0) <= 0) setTimeout(() => timeUpRef.current(), ASK_AGAIN_MS);
      else clock.sync(fresh.secondsLeft);
    }
  };
  useEffect(() => {
    timeUpRef.current = () => void timeUp();
  });
  // The exam covers the site: the page behind it does not scroll while it is open.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, []);

  const [answers, setAnswers] = useState<Record<string, ItemAnswer | undefined>>(() => ({
    ...attempt.answers,
    ...saver.pending,
  }));
  const [plays, setPlays] = useState(attempt.plays);
  const [current, setCurrent] = useState(0);
  const [reviewing, setReviewing] = useState(false);
  const shown = items[current]!;

  const answer = (itemId: string, given: ItemAnswer) => {
    setAnswers((now) => ({ ...now, [itemId]: given }));
    saver.save(itemId, given);
  };
  const go = (index: number) => {
    setCurrent(index);
    setReviewing(false);
  };
  const unanswered = items.filter(({ item }) => !isAnswered(item, answers[item.id])).length;

  const confirmNext = () =>
    modal.confirm({
      title: t('paper.nextConfirmTitle'),
      content: t('paper.nextConfirmBody', { unanswered }),
      okText: t('paper.nextSection'),
      cancelText: t('paper.stay'),
      onOk: async () => {
        await saver.flush();
        await nextSection.mutateAsync(sectionIndex).catch(() => reload());
      },
    });

  const confirmHandIn = () =>
    modal.confirm({
      title: t('paper.handInConfirmTitle'),
      content: t('paper.handInConfirmBody', { unanswered }),
      okText: t('paper.handIn'),
      cancelText: t('paper.stay'),
      onOk: async () => {
        const ids = new Set(items.map(({ item }) => item.id));
        const waiting = Object.fromEntries(
          Object.entries(saver.takePending()).filter(([itemId]) => ids.has(itemId)),
        );
        const result = await handIn.mutateAsync({ attemptId, answers: waiting });
        saver.forget();
        leaveFullscreen();
        void navigate(examResultLink(result.attemptId), { replace: true });
      },
    });

  const action = last ? (
    <Button type="primary" onClick={confirmHandIn}>
      {t('paper.handIn')}
    </Button>
  ) : (
    <Button type="primary" onClick={confirmNext}>
      {t('paper.nextSection')}
    </Button>
  );

  return (
    <div className={styles.examScreen}>
      <header className={styles.examBar}>
        <div className={styles.examTitle}>
          <strong dir="auto">{attempt.paper.title}</strong>
          <span>
            {t('paper.sectionOf', {
              section: t(`sections.${section.kind}`),
              index: sectionIndex + 1,
              total: sections.length,
            })}
          </span>
        </div>
        <SectionClock secondsLeft={clock.secondsLeft} />
        <SaveStatus state={saver.state} waiting={Object.keys(saver.pending).length} />
        {!fullscreen.active && (
          <Button size="small" onClick={fullscreen.enter}>
            {t('paper.fullscreen')}
          </Button>
        )}
      </header>
      <main className={styles.examBody}>
        {reviewing ? (
          <ReviewScreen
            sections={sections}
            sectionIndex={sectionIndex}
            answers={answers}
            onGo={go}
            onBack={() => setReviewing(false)}
            action={action}
          />
        ) : (
          <>
            <ItemNavigator items={items} answers={answers} current={current} onGo={go} />
            <div className={styles.itemPanel}>
              <ExamItem
                key={shown.item.id}
                item={shown.item}
                bank={shown.bank}
                number={shown.number}
                answer={answers[shown.item.id]}
                onAnswer={(given) => answer(shown.item.id, given)}
                audio={
                  shown.item.hasAudio && (
                    <ListenButton
                      attemptId={attemptId}
                      itemId={shown.item.id}
                      playsLeft={shown.audioPlays - (plays[shown.item.id] ?? 0)}
                      onPlaysLeft={(left) =>
                        setPlays((now) => ({ ...now, [shown.item.id]: shown.audioPlays - left }))
                      }
                    />
                  )
                }
              />
            </div>
            <div className={styles.actions}>
              <Button disabled={current === 0} onClick={() => go(current - 1)}>
                {t('paper.previous')}
              </Button>
              {current < items.length - 1 ? (
                <Button onClick={() => go(current + 1)}>{t('paper.next')}</Button>
              ) : null}
              <span className={styles.grow} />
              <Button
                type={current === items.length - 1 ? 'primary' : 'default'}
                onClick={() => setReviewing(true)}
              >
                {t(last ? 'paper.reviewAndHandIn' : 'paper.review')}
              </Button>
            </div>
          </>
        )}
      </main>
    </div>
  );
}
