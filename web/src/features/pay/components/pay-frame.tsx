import type { ReactNode } from 'react';
import { RequireLogin } from '../../../session/require-login';
import styles from '../pay.module.css';

/** The frame of the payment pages: a signed-in learner, a narrow column, the page's title. */
export function PayFrame({ title, children }: { title: string; children: () => ReactNode }) {
  return (
    <RequireLogin>
      {() => (
        <div className={styles.page}>
          <h1 className={styles.title}>{title}</h1>
          {children()}
        </div>
      )}
    </RequireLogin>
  );
}
