import { Button, Result } from 'antd';

/** A read that failed (the API client already said why): a short line and a retry. */
export function ListFailed({
  title,
  retry,
  onRetry,
}: {
  title: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <Result status="warning" title={title} extra={<Button onClick={onRetry}>{retry}</Button>} />
  );
}
