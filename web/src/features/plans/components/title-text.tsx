import type { ReactNode } from 'react';
import { useLanguage } from '../../../hooks/use-language';

/**
 * A plan's, course's or class hour's title. Titles come in the interface language, so they are
 * isolated from the text around them but keep the page's direction: an Arabic title that opens
 * with "YCT" is still read right to left (a bare `<bdi>` would take the Latin run's direction).
 */
export function TitleText({ children }: { children: ReactNode }) {
  const { direction } = useLanguage();
  return <bdi dir={direction}>{children}</bdi>;
}
