import { useDeferredValue, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuickSuggestion } from '@qiao/contracts/writing';
import { ApiError } from '../../../api/api-error';
import { useLanguage } from '../../../hooks/use-language';
import { useQuickSearch } from '../api/use-search';
import { meaningFor } from '@qiao/contracts/writing-meaning';
import styles from '../spell-tool.module.css';

function SuggestionLabel({ suggestion }: { suggestion: QuickSuggestion }) {
  const { t } = useTranslation('writing');
  const { language } = useLanguage();
  const meaning = meaningFor(suggestion.meanings, language);
  return (
    <span className={styles.suggestion}>
      <span lang="zh-CN" className={styles.suggestionText}>
        {suggestion.text}
      </span>
      <bdi dir="ltr" className={styles.suggestionPinyin}>
        {suggestion.pinyin}
      </bdi>
      <span
        dir="auto"
        lang={meaning.english ? 'en' : undefined}
        className={styles.suggestionMeaning}
      >
        {meaning.text}
      </span>
      <span className={styles.suggestionMatched}>{t(`search.matched.${suggestion.matched}`)}</span>
    </span>
  );
}

/**
 * The search box with as-you-type suggestions (a character, pinyin with or without tones, an
 * English or Arabic meaning). Choosing a word opens its first character; Enter the first suggestion.
 */
export function CharacterSearch({ onChoose }: { onChoose: (char: string) => void }) {
  const { t } = useTranslation('writing');
  const [text, setText] = useState('');
  const query = useDeferredValue(text);
  const suggestions = useQuickSearch(query);
  const list = text.trim() ? (suggestions.data?.list ?? []) : [];
  const choose = (value: string) => {
    const first = Array.from(value)[0];
    if (first) onChoose(first);
    setText('');
  };
  const unreadable =
    suggestions.error instanceof ApiError && suggestions.error.kind === 'business'
      ? suggestions.error.message
      : undefined;
  const nothing = text.trim() && suggestions.isSuccess && !suggestions.isPlaceholderData;
  return (
    <div className={styles.search}>
      <label htmlFor="spell-tool-search" className={styles.searchLabel}>
        {t('search.label')}
      </label>
      <AutoComplete
        id="spell-tool-search"
        className={styles.searchBox}
        value={text}
        onChange={setText}
        onSelect={(value: string) => choose(value)}
        options={list.map((suggestion) => ({
          value: suggestion.text,
          label: <SuggestionLabel suggestion={suggestion} />,
        }))}
        defaultActiveFirstOption
        notFoundContent={nothing && list.length === 0 ? t('search.noMatch') : undefined}
      >
        <Input.Search
          aria-label={t('search.label')}
          size="large"
          placeholder={t('search.placeholder')}
          dir="auto"
          allowClear
          onSearch={(value) => {
            const first = list[0];
            if (value.trim() && first) choose(first.text);
          }}
        />
      </AutoComplete>
      {unreadable && text.trim() && (
        <p role="status" className={styles.searchProblem}>
          {unreadable}
        </p>
      )}
    </div>
  );
}
