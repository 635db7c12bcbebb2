import { Select, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../../components/pager/list-pager';
import { usePageParam } from '../../../../components/pager/use-page-param';
import { SearchField } from '../../../../components/search-field/search-field';
import { useCaseList } from '../api/use-editorial-list';
import { ArticleCard } from '../components/article-card';
import { QueryStates } from '../components/query-states';
import { SectionPage } from '../components/section-page';
import { detailLink, EDITORIAL_ROUTES } from '../editorial-routes';
import {
  CASE_FILTER_NAMES,
  CASE_FILTERS,
  caseFiltersFrom,
  withCaseFilter,
} from '../rules/case-filters';
import styles from '../components/editorial.module.css';

/** The case library with the catalogue's four filters and a keyword, all kept in the address. */
export default function CaseListPage() {
  const { t } = useTranslation('editorial');
  const [params, setParams] = useSearchParams();
  const { page, setPage } = usePageParam();
  const filters = caseFiltersFrom(params);
  const cases = useCaseList(page, filters);
  return (
    <SectionPage title={t('cases.title')} intro={t('cases.intro')}>
      <div className={styles.filters} role="search">
        {CASE_FILTER_NAMES.map((name) => (
          <label key={name} className={styles.filter}>
            <span>{t(`filters.${name}.label`)}</span>
            <Select
              value={filters[name] ?? ''}
              onChange={(value: string) => setParams(withCaseFilter(params, name, value))}
              options={[
                { value: '', label: t('filters.all') },
                ...CASE_FILTERS[name].map((value) => ({
                  value,
                  label: t(`filters.${name}.${value}` as 'filters.audience.child'),
                })),
              ]}
            />
          </label>
        ))}
        <label className={styles.filter}>
          <span>{t('cases.keyword')}</span>
          <SearchField
            key={filters.keyword ?? ''}
            defaultValue={filters.keyword}
            primary
            placeholder={t('cases.keywordPlaceholder')}
            onSearch={(value) => setParams(withCaseFilter(params, 'keyword', value.trim()))}
          />
        </label>
      </div>
      <QueryStates query={cases} isEmpty={(data) => data.total === 0} emptyText={t('cases.empty')}>
        {(data) => (
          <>
            <ul className={styles.cards}>
              {data.list.map((card) => (
                <li key={card.id}>
                  <ArticleCard
                    card={card}
                    to={detailLink(EDITORIAL_ROUTES.caseDetail, card.id)}
                    extra={
                      <p className={styles.meta}>
                        {card.audience ? (
                          <Tag color="cyan">{t(`filters.audience.${card.audience}`)}</Tag>
                        ) : null}
                        {card.difficulty ? (
                          <Tag color="gold">{t(`filters.difficulty.${card.difficulty}`)}</Tag>
                        ) : null}
                        {card.attachmentCount > 0 ? (
                          <span>{t('files.count', { count: card.attachmentCount })}</span>
                        ) : null}
                      </p>
                    }
                  />
                </li>
              ))}
            </ul>
            <ListPager page={page} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryStates>
    </SectionPage>
  );
}
