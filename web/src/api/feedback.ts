import { Modal, message } from 'antd';
import type { Toast } from './response-rules';

export interface ConfirmRequest {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  onOk: () => void;
  afterClose: () => void;
}

/** How the non-React API client speaks to the person: toasts and one confirm dialog. */
export interface Feedback {
  toast(toast: Toast): void;
  confirm(request: ConfirmRequest): void;
}

// Before the React tree mounts (or in a bare test) antd's static functions still work; they just
// miss the theme, so the bridge below replaces them as soon as the App context exists.
const staticFeedback: Feedback = {
  toast: ({ level, text }) => void message.open({ type: level, content: text, key: text }),
  confirm: (request) => void Modal.confirm(request),
};

let bridged: Feedback | undefined;

export function connectFeedback(feedback: Feedback): () => void {
  bridged = feedback;
  return () => {
    if (bridged === feedback) bridged = undefined;
  };
}

export function feedback(): Feedback {
  return bridged ?? staticFeedback;
}
