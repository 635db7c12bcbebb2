// TinyMCE's theme, model, icons, plugins and language packs are scripts run for their effect on
// the global `tinymce`; they export nothing.
declare module 'tinymce/models/*';
declare module 'tinymce/themes/*';
declare module 'tinymce/icons/*';
declare module 'tinymce/plugins/*';
declare module 'tinymce-i18n/langs6/*';
