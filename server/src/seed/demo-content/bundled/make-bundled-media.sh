#!/bin/sh
# Regenerates the small clips the demo seed falls back to when ffmpeg is not installed.
# Needs ffmpeg (with freetype and fribidi), espeak-ng, Node with the project's node_modules
# (pinyin-pro, for speakable-pinyin.mjs) and the Noto CJK and DejaVu fonts
# (Debian: ffmpeg espeak-ng fonts-noto-cjk fonts-dejavu-core). Run from this folder;
# `./make-bundled-media.sh exam-audio` remakes only the exam papers' sounds (ffmpeg, espeak-ng).
set -eu
only=${1:-all}
CJK=/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc
LATIN=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Speaks Chinese text: its pinyin with tone numbers in espeak-ng's pinyin voice (the plain cmn
# voice reads many characters as their pinyin spelled in English).
say() {
  espeak-ng -v cmn-latn-pinyin -s "$1" -w "$2" "$(node speakable-pinyin.mjs "$3")" </dev/null
}

# name | hanzi | pinyin | arabic | background
clip() {
  name=$1 hanzi=$2 pinyin=$3 arabic=$4 colour=$5
  say 110 "$work/voice.wav" "$hanzi。$hanzi。"
  printf '%s' "$hanzi" > "$work/hanzi.txt"
  printf '%s' "$pinyin" > "$work/pinyin.txt"
  printf '%s' "$arabic" > "$work/arabic.txt"
  ffmpeg -y -v error -f lavfi -i "color=c=$colour:s=480x270:r=10:d=8" -i "$work/voice.wav" \
    -vf "drawtext=fontfile=$CJK:textfile=$work/hanzi.txt:fontsize=72:fontcolor=white:x=(w-tw)/2:y=50,\
drawtext=fontfile=$LATIN:textfile=$work/pinyin.txt:fontsize=28:fontcolor=white:x=(w-tw)/2:y=150,\
drawtext=fontfile=$LATIN:textfile=$work/arabic.txt:fontsize=30:fontcolor=white:x=(w-tw)/2:y=195,\
drawtext=fontfile=$CJK:text='桥 Qiao':fontsize=14:fontcolor=white@0.7:x=w-tw-10:y=h-th-8" \
    -af "apad=whole_dur=8" -t 8 \
    -c:v libx264 -preset veryslow -tune stillimage -crf 34 -pix_fmt yuv420p \
    -c:a aac -b:a 24k -ac 1 -ar 22050 -movflags +faststart "$name.mp4"
}

tab=$(printf '\t')

# Exam papers' listening: each sound says once what exam-audio.json holds under its name, the
# list the papers' transcripts are read from too (the paper plays it as often as its level allows).
node -e 'for (const a of require("./exam-audio.json")) console.log([a.name, a.hanzi].join("\t"))' |
  while IFS="$tab" read -r name hanzi; do
    say 130 "$work/exam.wav" "$hanzi"
    ffmpeg -y -v error -i "$work/exam.wav" -c:a libmp3lame -b:a 24k -ac 1 -ar 22050 "exam-$name.mp3" </dev/null
  done
[ "$only" = exam-audio ] && exit 0

# Each clip's words come from clips.json, the list the demo's captions are written from too.
node -e 'for (const c of require("./clips.json")) console.log([c.name, c.hanzi, c.pinyin, c.ar, c.colour].join("\t"))' |
  while IFS="$tab" read -r name hanzi pinyin arabic colour; do
    clip "$name" "$hanzi" "$pinyin" "$arabic" "$colour" </dev/null
  done

# The listen-and-pick game's words (contracts/src/games-picture-words.ts), each spoken once, so
# the game has a recording of every word for a browser without a Chinese voice.
words=$(cd ../../../../.. && npx tsx -e 'import("./contracts/src/games-picture-words.ts").then((m) => { for (const p of m.PICTURE_WORDS) console.log(p.word); })')
printf '%s\n' "$words" |
  while read -r word; do
    say 100 "$work/word.wav" "$word"
    ffmpeg -y -v error -i "$work/word.wav" -c:a libmp3lame -b:a 24k -ac 1 -ar 22050 "word-$word.mp3" </dev/null
  done

# Audio cards: each word spoken once.
for word in 你好 谢谢 再见 老师 学生 朋友 一 二 三 四 五 六; do
  say 100 "$work/word.wav" "$word"
  ffmpeg -y -v error -i "$work/word.wav" -c:a libmp3lame -b:a 24k -ac 1 -ar 22050 "card-$word.mp3"
done
