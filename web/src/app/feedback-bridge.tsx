import { useEffect } from 'react';
import { App } from 'antd';
import { connectFeedback } from '../api/feedback';

/** Hands antd's context-aware message and modal to the API client, which lives outside React. */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useEffect(
    () =>
      connectFeedback({
        toast: ({ level, text }) => void message.open({ type: level, content: text, key: text }),
        confirm: (request) => void modal.confirm(request),
      }),
    [message, modal],
  );
  return null;
}
