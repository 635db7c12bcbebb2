import { useEffect, useRef, useState } from 'react';
import { Alert, App, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { joinFileName } from '@qiao/contracts/drive-rules';
import { EDIT_LIMITS, textEditKindOf } from '@qiao/contracts/editing';
import { feedback } from '../../../api/feedback';
import { FileName } from '../../drive/file-name';
import { useEditorContent } from '../api/use-editor-content';
import { useSaveText } from '../api/use-save-text';
import { useEditorPreferences } from '../hooks/use-editor-preferences';
import { EditorToolbar } from './editor-toolbar';
import { LazyCodeEditor } from './lazy-code-editor';
import { LazyMarkdownPreview } from './lazy-markdown-preview';
import styles from './editor.module.css';
import { formatFileSize } from '../../../format/size';

interface TextEditorDialogProps {
  file: UserFile;
  onClose: () => void;
}

/** Markdown, text and code in CodeMirror, full screen, saved through /file/update. */
export function TextEditorDialog({ file, onClose }: TextEditorDialogProps) {
  const { t } = useTranslation('editor');
  const { modal } = App.useApp();
  const content = useEditorContent(file.userFileId);
  const { preferences, change } = useEditorPreferences();
  const save = useSaveText();
  const kind = textEditKindOf(file.extendName) ?? 'text';
  const name = joinFileName(file.fileName, file.extendName);

  // Nothing is copied into state on load: the loaded text is the start until the first edit.
  const [edited, setEdited] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ text: string; fileId: string | null } | null>(null);
  const loaded = content.data?.kind === 'loaded' ? content.data : undefined;
  const text = edited ?? loaded?.text ?? null;
  const savedText = saved?.text ?? loaded?.text ?? null;
  // The version the next save builds on: what was loaded, then what each save made.
  const base = saved ? saved.fileId : loaded?.file.fileId;

  const dirty = text !== null && text !== savedText;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Set at once (not on the next render), so a second Ctrl+S in the same moment cannot save twice.
  const saving = useRef(false);
  const runSave = () => {
    if (text === null || !base || saving.current) return;
    saving.current = true;
    save.mutate(
      { userFileId: file.userFileId, fileId: base, content: text },
      {
        onSettled: () => {
          saving.current = false;
        },
        onSuccess: (result) => {
          setSaved({ text, fileId: result.fileId });
          feedback().toast({ level: 'success', text: t('toast.saved') });
        },
      },
    );
  };

  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({
      title: t('confirmClose.title'),
      content: t('confirmClose.content'),
      okText: t('confirmClose.ok'),
      cancelText: t('confirmClose.cancel'),
      okButtonProps: { danger: true },
      onOk: onClose,
    });
  };

  const showPreview = kind === 'markdown' && preferences.markdownPreview;
  return (
    <Modal
      open
      width="100vw"
      className={styles.modal}
      classNames={{ container: styles.container, body: styles.body }}
      title={
        <span className={styles.header}>
          <FileName file={file} />
          {text !== null && (
            <span className={styles.status} role="status">
              {dirty ? t('status.unsaved') : t('status.saved')}
            </span>
          )}
        </span>
      }
      footer={null}
      maskClosable={false}
      closable={{ 'aria-label': t('toolbar.close') }}
      onCancel={close}
      destroyOnHidden
    >
      <div
        className={styles.body}
        onKeyDown={(event) => {
          // Ctrl/Cmd+S from the toolbar too, not only from inside the editor.
          if (event.defaultPrevented) return;
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
            event.preventDefault();
            runSave();
          }
        }}
      >
        <EditorToolbar
          preferences={preferences}
          onPreferences={change}
          markdown={kind === 'markdown'}
          saving={save.isPending}
          dirty={dirty}
          onSave={runSave}
        />
        {content.isPending && <Skeleton active />}
        {content.isError && <Alert type="error" title={t('load.failed')} />}
        {content.data?.kind === 'tooLarge' && (
          <Alert
            type="info"
            title={t('load.tooLarge', { limit: formatFileSize(EDIT_LIMITS.textMaxBytes) })}
          />
        )}
        {loaded && text !== null && (
          <div className={styles.panes}>
            <div className={styles.pane}>
              <LazyCodeEditor
                initialText={loaded.text}
                fileName={name}
                kind={kind}
                theme={preferences.theme}
                fontSize={preferences.fontSize}
                label={t('area.content', { name })}
                onChange={setEdited}
                onSave={runSave}
              />
            </div>
            {showPreview && <LazyMarkdownPreview text={text} label={t('area.preview', { name })} />}
          </div>
        )}
      </div>
    </Modal>
  );
}
