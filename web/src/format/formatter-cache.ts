import { intlLocaleOf, type Language } from '@qiao/contracts/languages';

/**
 * One Intl formatter per language and options, built on first use. Building a formatter loads
 * locale data; a table of a hundred rows should not build a hundred.
 */
export function formatterCache<Options, Formatter>(
  build: (locale: string, options: Options) => Formatter,
): (language: Language, options: Options) => Formatter {
  const formatters = new Map<string, Formatter>();
  return (language, options) => {
    const key = `${language}|${JSON.stringify(options)}`;
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = build(intlLocaleOf(language), options);
      formatters.set(key, formatter);
    }
    return formatter;
  };
}
