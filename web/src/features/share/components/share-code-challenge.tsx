import { useEffect, useRef, useState } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShareChallenge } from '@qiao/contracts/share';
import type {} from 'altcha/types/react';
import { useLanguage } from '../../../hooks/use-language';
import styles from './share-page.module.css';

/** Every text the widget can show; it gets ours, in the page's language, never its own. */
const WIDGET_TEXTS = [
  'ariaLinkLabel',
  'cancel',
  'enterCode',
  'enterCodeAria',
  'enterCodeFromImage',
  'error',
  'expired',
  'footer',
  'getAudioChallenge',
  'label',
  'loading',
  'reload',
  'verify',
  'verificationRequired',
  'verified',
  'verifying',
  'waitAlert',
] as const;

interface ShareCodeChallengeProps {
  challenge: ShareChallenge;
  /** The widget's payload once it found the answer; the page sends it with the code. */
  onSolved: (payload: string) => void;
}

/**
 * The short check a visitor's device does after many wrong codes on a share (decision 032): the
 * ALTCHA widget, bundled with the app and loaded only when needed, solves the server's challenge
 * by itself as soon as it appears; no outside service is called.
 */
export function ShareCodeChallenge({ challenge, onSolved }: ShareCodeChallengeProps) {
  const { t } = useTranslation('share');
  const { language, direction } = useLanguage();
  const [loaded, setLoaded] = useState(false);
  const widget = useRef<HTMLElement>(null);
  const solved = useRef(onSolved);
  useEffect(() => {
    solved.current = onSolved;
  }, [onSolved]);

  useEffect(() => {
    let live = true;
    void import('altcha').then(() => {
      globalThis.$altcha.i18n.set(
        language,
        Object.fromEntries(WIDGET_TEXTS.map((key) => [key, t(`challenge.widget.${key}`)])),
      );
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [language, t]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return undefined;
    const listen = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state === 'verified' && payload) solved.current(payload);
    };
    element.addEventListener('statechange', listen);
    return () => element.removeEventListener('statechange', listen);
  }, [loaded]);

  return (
    <div className={styles.challenge} data-testid="share-code-challenge">
      <p className={styles.challengeHint}>{t('challenge.hint')}</p>
      {loaded ? (
        <altcha-widget
          ref={widget}
          dir={direction}
          challenge={JSON.stringify(challenge)}
          auto="onload"
          language={language}
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
        />
      ) : (
        <Spin />
      )}
    </div>
  );
}
