import { Trans } from 'react-i18next';
import type { ParseKeys } from 'i18next';

/**
 * A home text whose Latin runs (HSK, pinyin) are marked `<l>` in the locale files and rendered
 * in `<bdi>`, so they never reorder the Arabic sentence around them.
 */
export function IsolatedText({ i18nKey }: { i18nKey: ParseKeys<'home'> }) {
  return <Trans ns="home" i18nKey={i18nKey} components={{ l: <bdi dir="ltr" /> }} />;
}
