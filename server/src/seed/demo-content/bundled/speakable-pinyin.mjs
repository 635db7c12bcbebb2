// Prints Chinese text as pinyin with tone numbers, the way espeak-ng's cmn-latn-pinyin voice reads
// it. Its plain cmn voice reads many characters as their pinyin spelled in English ("ni three"),
// so make-bundled-media.sh speaks this instead. Used only to remake the bundled media.
import { pinyin } from 'pinyin-pro';

const PAUSES = { '。': '.', '！': '.', '？': '?', '，': ',', '、': ',', '；': ',', '：': ',' };

export function speakablePinyin(text) {
  return pinyin(text, { toneType: 'num', type: 'array', nonZh: 'consecutive', v: true })
    .map((syllable) => PAUSES[syllable] ?? syllable.replace(/0$/, '5'))
    .join(' ')
    .replace(/ ([.,?])/g, '$1');
}

if (process.argv[2] !== undefined) console.log(speakablePinyin(process.argv[2]));
