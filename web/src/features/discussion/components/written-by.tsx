import { Trans, useTranslation } from 'react-i18next';

/** "by <name>", the name isolated so an Arabic name reads right inside Chinese text and back. */
export function WrittenBy({ name }: { name: string }) {
  const { t } = useTranslation('discussion');
  return (
    <span>
      <Trans t={t} i18nKey="by" values={{ name }} components={{ name: <bdi /> }} />
    </span>
  );
}
