import dayjs from 'dayjs';

/** Times as the spec shows them, YYYY-MM-DD HH:mm in the viewer's time zone; '—' for none. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const time = dayjs(iso);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : '—';
}
