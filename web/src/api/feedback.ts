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

// antd's toasts and dialogs are fetched the first time something is said, not with the shell: the
// home's first load carries no antd. Inside an antd page the bridge (app/feedback-bridge.tsx)
// speaks through that page's App context instead.
const loadAntdFeedback = () => import('./antd-feedback');

const lazyFeedback: Feedback = {
  toast: (toast) => {
    void loadAntdFeedback().then(
      ({ antdFeedback }) => antdFeedback.toast(toast),
      () => undefined,
    );
  },
  confirm: (request) => {
    void loadAntdFeedback().then(
      ({ antdFeedback }) => antdFeedback.confirm(request),
      // Not downloadable: no dialog was shown, so a later failure may ask again.
      () => request.afterClose(),
    );
  },
};

let bridged: Feedback | undefined;

export function connectFeedback(feedback: Feedback): () => void {
  bridged = feedback;
  return () => {
    if (bridged === feedback) bridged = undefined;
  };
}

export function feedback(): Feedback {
  return bridged ?? lazyFeedback;
}
