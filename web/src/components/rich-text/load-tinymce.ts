import type { TinyMCE } from 'tinymce';

let loading: Promise<TinyMCE> | undefined;

/**
 * TinyMCE from its npm package, bundled by Vite (never a CDN) and loaded only when a note, a
 * post or a reply is written. Its theme, plugins and language packs are plain scripts that
 * register on the global `tinymce`, so they are loaded after it, not beside it: a bundler may
 * evaluate static imports of such files before the CommonJS core that defines the global.
 */
export function loadTinymce(): Promise<TinyMCE> {
  loading ??= (async () => {
    const { default: tinymce } = await import('tinymce');
    await Promise.all([
      import('tinymce/models/dom'),
      import('tinymce/themes/silver'),
      import('tinymce/icons/default'),
      import('tinymce/plugins/link'),
      import('tinymce/plugins/image'),
      import('tinymce/plugins/table'),
      import('tinymce/plugins/code'),
      import('tinymce/plugins/fullscreen'),
      import('tinymce/plugins/media'),
      import('tinymce/plugins/searchreplace'),
      import('tinymce/plugins/wordcount'),
      import('tinymce/plugins/lists'),
      import('tinymce/plugins/help'),
      import('tinymce/plugins/help/js/i18n/keynav/en.js'),
      import('tinymce/plugins/help/js/i18n/keynav/ar.js'),
      import('tinymce/plugins/help/js/i18n/keynav/zh_CN.js'),
      import('tinymce-i18n/langs6/ar.js'),
      import('tinymce-i18n/langs6/zh-Hans.js'),
    ]);
    // The Simplified Chinese pack registers as "zh-Hans"; the help plugin names its bundled
    // keyboard page "zh_CN", and would fetch a file for any other code. One name for both.
    tinymce.addI18n('zh_CN', tinymce.util.I18n.getData()['zh-Hans'] ?? {});
    return tinymce;
  })();
  return loading;
}
