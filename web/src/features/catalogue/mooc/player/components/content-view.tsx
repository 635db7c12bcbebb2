import { useEffect, type RefObject } from 'react';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClassContentSummary } from '@qiao/contracts/catalogue-mooc';
import { LessonTest } from '../../../../exams/lesson-test';
import { LazyPdfViewer } from '../../../../../components/pdf-viewer/lazy-pdf-viewer';
import { useClassContentAddress, useOpenContent } from '../api/use-learning';
import { VideoPlayer, type PlayerHandle } from './video-player';

function DocumentView({ content }: { content: ClassContentSummary }) {
  const { t } = useTranslation('player');
  const address = useClassContentAddress(content.id);
  if (address.isPending) return <Skeleton active />;
  if (address.isError) return <Alert type="error" title={t('document.failed')} />;
  return <LazyPdfViewer key={address.data.url} url={address.data.url} title={content.title} />;
}

/**
 * One content of the class hour: a video in the player, a document in the PDF reader, a lesson
 * test as a short quiz. Opening it tells the records (a document is then done; a video's clock
 * starts).
 */
export function ContentView({
  content,
  signedIn,
  handle,
  startAt,
}: {
  content: ClassContentSummary;
  signedIn: boolean;
  handle: RefObject<PlayerHandle | null>;
  /** A second to start the video at instead of the saved one (a note's link). */
  startAt?: number;
}) {
  const { mutate: open } = useOpenContent();
  useEffect(() => {
    if (signedIn) open(content.id);
  }, [content.id, signedIn, open]);

  if (content.kind === 'video') {
    return (
      <VideoPlayer
        key={content.id}
        contentId={content.id}
        title={content.title}
        signedIn={signedIn}
        handle={handle}
        startAt={startAt}
      />
    );
  }
  if (content.kind === 'document') return <DocumentView content={content} />;
  return <LessonTest contentId={content.id} signedIn={signedIn} />;
}
