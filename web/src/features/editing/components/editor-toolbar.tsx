import { Button, Select, Switch } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EDITOR_FONT_SIZES } from '@qiao/contracts/editing';
import { EDITOR_THEMES, THEME_IDS, type EditorPreferences } from '../rules/editor-preferences';
import styles from './editor.module.css';

interface EditorToolbarProps {
  preferences: EditorPreferences;
  onPreferences: (change: Partial<EditorPreferences>) => void;
  /** Markdown files get the preview switch. */
  markdown: boolean;
  saving: boolean;
  dirty: boolean;
  onSave: () => void;
}

const themeOptions = THEME_IDS.map((id) => ({ value: id, label: EDITOR_THEMES[id] }));

export function EditorToolbar(props: EditorToolbarProps) {
  const { t } = useTranslation('editor');
  const { preferences, onPreferences } = props;
  return (
    <div role="toolbar" aria-label={t('toolbar.label')} className={styles.toolbar}>
      <label>
        {t('toolbar.theme')}
        <Select
          data-testid="editor-theme"
          value={preferences.theme}
          options={themeOptions}
          onChange={(theme) => onPreferences({ theme })}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ inlineSize: '12rem' }}
          aria-label={t('toolbar.theme')}
        />
      </label>
      <label>
        {t('toolbar.fontSize')}
        <Select
          data-testid="editor-font-size"
          value={preferences.fontSize}
          options={EDITOR_FONT_SIZES.map((size) => ({
            value: size,
            label: t('toolbar.fontSizeValue', { size }),
          }))}
          onChange={(fontSize) => onPreferences({ fontSize })}
          style={{ inlineSize: '7.5rem' }}
          aria-label={t('toolbar.fontSize')}
        />
      </label>
      {props.markdown && (
        <label>
          {t('toolbar.preview')}
          <Switch
            checked={preferences.markdownPreview}
            onChange={(markdownPreview) => onPreferences({ markdownPreview })}
            aria-label={t('toolbar.preview')}
          />
        </label>
      )}
      <span className={styles.shortcut}>{t('toolbar.shortcut')}</span>
      <Button
        className={styles.save}
        type="primary"
        icon={<SaveOutlined aria-hidden />}
        loading={props.saving}
        disabled={!props.dirty}
        onClick={props.onSave}
      >
        {t('toolbar.save')}
      </Button>
    </div>
  );
}
