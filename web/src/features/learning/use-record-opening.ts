import { useEffect } from 'react';
import { useCurrentUser } from '../../session/use-current-user';
import { useOpenItem } from './api/use-watch-record';

/**
 * Records that a signed-in learner opened a micro-lesson, video, document or e-book (a video's
 * clock starts; a reading counts). A visitor's page makes no call. Answers whether the viewer is
 * signed in, which decides whether the page reports and shows progress.
 */
export function useRecordOpening(itemId: string): boolean {
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const { mutate: open } = useOpenItem();
  useEffect(() => {
    if (signedIn && itemId) open(itemId);
  }, [itemId, signedIn, open]);
  return signedIn;
}
