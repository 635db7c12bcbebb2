import { useFormatDate } from '../../../hooks/use-format-date';

/** When something was written, in the interface language's own date style. */
export function WrittenAt({ time }: { time: string }) {
  const { dateTime } = useFormatDate();
  const text = dateTime(time);
  return (
    <time dateTime={time}>
      <bdi>{text}</bdi>
    </time>
  );
}
