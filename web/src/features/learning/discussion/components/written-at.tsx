import { useLanguage } from '../../../../hooks/use-language';

/** When something was written, in the interface language's own date style. */
export function WrittenAt({ time }: { time: string }) {
  const { locale } = useLanguage();
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(time),
  );
  return (
    <time dateTime={time}>
      <bdi>{text}</bdi>
    </time>
  );
}
