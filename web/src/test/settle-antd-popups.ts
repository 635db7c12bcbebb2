import { act, fireEvent, waitFor } from '@testing-library/react';

const POPUPS = '.ant-message-notice, .ant-modal, .ant-modal-mask';

/**
 * antd's static toasts and dialogs live in their own root, outside what Testing Library unmounts,
 * and close with animations the test DOM never runs: left alone, their timers update React after
 * the test file's environment is gone, and the test run reports it as an error. So after each test
 * they are closed and their animations are signalled as ended, while the test is still running.
 */
export async function settleAntdPopups(): Promise<void> {
  if (!document.querySelector(POPUPS)) return;
  // antd is already loaded when one of its popups is on the page: this import costs nothing.
  const { message, Modal } = await import('antd');
  await act(async () => {
    message.destroy();
    Modal.destroyAll();
  });
  await waitFor(() => {
    for (const node of document.querySelectorAll(POPUPS)) {
      fireEvent.animationEnd(node);
      fireEvent.transitionEnd(node);
    }
    if (document.querySelector(POPUPS)) throw new Error('antd popups are still closing');
  });
}
