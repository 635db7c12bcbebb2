import { useCallback } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { playLessonTestAudio } from '@qiao/contracts/exams-calls';
import { callApi } from '../../../../api/call-api';
import { useSound } from '../../api/use-sound';
import styles from './lesson-test.module.css';

/** "Listen": a lesson test is practice, so its sound may be heard as often as the learner likes. */
export function LessonListenButton({ contentId, itemId }: { contentId: string; itemId: string }) {
  const { t } = useTranslation('examResults');
  const address = useCallback(
    async () => (await callApi(playLessonTestAudio, { contentId, itemId })).url,
    [contentId, itemId],
  );
  const { state, play } = useSound(address);
  return (
    <div className={styles.listen}>
      <Button
        onClick={() => void play()}
        loading={state === 'loading'}
        disabled={state === 'playing'}
      >
        {state === 'playing' ? t('lessonTest.listening') : `🔊 ${t('lessonTest.listen')}`}
      </Button>
      {state === 'failed' && <span role="alert">{t('lessonTest.listenFailed')}</span>}
    </div>
  );
}
