import { useEffect, useRef } from 'react';
import { Editor } from '@tinymce/tinymce-react';
import type { Editor as TinyEditor } from 'tinymce';
import type { Language } from '@qiao/contracts/languages';
import { uploadEditorImage } from './upload-editor-image';
// The editor's skin, bundled; TinyMCE itself is loaded first by `loadTinymce` (see there).
import 'tinymce/skins/ui/oxide/skin.min.css';
import contentUiCss from 'tinymce/skins/ui/oxide/content.min.css?inline';
import contentCss from 'tinymce/skins/content/default/content.min.css?inline';

/** The UI pack each interface language uses (English is TinyMCE's own). */
const EDITOR_LANGUAGE: Record<Language, string> = { ar: 'ar', zh: 'zh_CN', en: 'en' };

/** The spec's editor (file space §2): its tools, in this order; no menu bar, no status bar. */
const TOOLBAR =
  'undo redo | blocks | bold italic backcolor | alignleft aligncenter alignright alignjustify | ' +
  'bullist numlist outdent indent | removeformat | image | help';
const PLUGINS = 'link image table code fullscreen media searchreplace wordcount lists help';

const INLINE_IMAGE = /<img\b[^>]*\bsrc\s*=\s*["']?\s*(data|blob):[^>]*>/i;

function carriesImageFile(data: DataTransfer | null | undefined): boolean {
  return [...(data?.items ?? [])].some(
    (item) => item.kind === 'file' && item.type.startsWith('image/'),
  );
}

export interface RichTextEditorProps {
  /** The content as HTML, read once when the editor opens. */
  initialValue: string;
  onChange: (html: string) => void;
  language: Language;
  direction: 'rtl' | 'ltr';
  /** Told when a pasted or dropped picture was refused (spec: not supported in notes and posts). */
  onPastedImage: () => void;
  /** Told when an inserted picture could not be uploaded, with the reason to show. */
  onUploadFailed: (message: string) => void;
  label: string;
  /** The spec's 400 px, unless a smaller form (a reply) asks for less. */
  height?: number;
}

export default function RichTextEditor({
  initialValue,
  onChange,
  language,
  direction,
  onPastedImage,
  onUploadFailed,
  label,
  height = 400,
}: RichTextEditorProps) {
  // TinyMCE keeps the first callbacks it is given; refs let it reach the current ones.
  const handlers = useRef({ onPastedImage, onUploadFailed });
  useEffect(() => {
    handlers.current = { onPastedImage, onUploadFailed };
  }, [onPastedImage, onUploadFailed]);

  const setup = (editor: TinyEditor) => {
    const refuse = (event: ClipboardEvent | DragEvent, data: DataTransfer | null | undefined) => {
      if (!carriesImageFile(data)) return;
      event.preventDefault();
      handlers.current.onPastedImage();
    };
    editor.on('paste', (event) => refuse(event, event.clipboardData));
    editor.on('drop', (event) => refuse(event, event.dataTransfer));
  };

  return (
    <Editor
      initialValue={initialValue}
      onEditorChange={(html) => onChange(html)}
      init={{
        height,
        menubar: false,
        statusbar: false,
        promotion: false,
        branding: false,
        toolbar: TOOLBAR,
        // Every tool stays in sight, wrapping onto a second row in a narrow column.
        toolbar_mode: 'wrap',
        plugins: PLUGINS,
        language: EDITOR_LANGUAGE[language],
        directionality: direction,
        skin: false,
        content_css: false,
        content_style: `${contentUiCss}\n${contentCss}\nbody{font-family:system-ui,sans-serif}`,
        iframe_aria_text: label,
        // Pictures go through the upload (image dialog); pasted and dropped ones are refused.
        paste_data_images: false,
        paste_block_drop: true,
        paste_preprocess: (_editor, args) => {
          if (!INLINE_IMAGE.test(args.content)) return;
          args.content = args.content.replace(new RegExp(INLINE_IMAGE, 'gi'), '');
          handlers.current.onPastedImage();
        },
        image_uploadtab: true,
        images_upload_handler: async (blobInfo) => {
          try {
            return await uploadEditorImage(blobInfo.blob(), blobInfo.filename());
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            handlers.current.onUploadFailed(message);
            throw new Error(message);
          }
        },
        // Addresses stay as the server gave them ("/api/content/image/..."), not rewritten.
        relative_urls: false,
        remove_script_host: true,
        convert_urls: false,
        link_default_target: '_blank',
        setup,
      }}
    />
  );
}
