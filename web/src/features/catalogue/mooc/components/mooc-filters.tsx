import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  MOOC_FILTER_NAMES,
  MOOC_FILTERS,
  filterValueKey,
  withFilter,
  type MoocFilterName,
  type MoocListQuery,
} from '../rules/mooc-list-query';
import { SearchField } from '../../../../components/search-field/search-field';
import styles from './mooc.module.css';

const ALL = 'all';

function FilterRow({
  name,
  query,
  onChange,
}: {
  name: MoocFilterName;
  query: MoocListQuery;
  onChange: (next: MoocListQuery) => void;
}) {
  const { t } = useTranslation('mooc');
  const labelId = `mooc-filter-${name}`;
  const options = [
    { value: ALL, label: t('filter.all') },
    ...MOOC_FILTERS[name].map((value: string) => ({
      value,
      label: t(filterValueKey(name, value)),
    })),
  ];
  return (
    <div className={styles.filterRow} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.filterLabel}>
        {t(`filter.${name}`)}
      </span>
      <Segmented
        // antd names the choices "segmented control" in English unless told otherwise.
        aria-label={t(`filter.${name}`)}
        value={query[name] ?? ALL}
        options={options}
        onChange={(value) => onChange(withFilter(query, name, value === ALL ? undefined : value))}
      />
    </div>
  );
}

/** The four filters of spec §3 as rows of choices ("all" first), and a keyword search. */
export function MoocFilters({
  query,
  onChange,
}: {
  query: MoocListQuery;
  onChange: (next: MoocListQuery) => void;
}) {
  const { t } = useTranslation('mooc');
  return (
    <section className={`${styles.panel} ${styles.filters}`} aria-label={t('list.filtersLabel')}>
      {MOOC_FILTER_NAMES.map((name) => (
        <FilterRow key={name} name={name} query={query} onChange={onChange} />
      ))}
      <SearchField
        key={query.keyword}
        className={styles.keyword}
        aria-label={t('list.keywordLabel')}
        placeholder={t('list.keywordPlaceholder')}
        defaultValue={query.keyword}
        primary
        onSearch={(keyword) => onChange({ ...query, keyword: keyword.trim(), page: 1 })}
      />
    </section>
  );
}
