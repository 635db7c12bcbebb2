#!/bin/sh
# Regenerates the small clips the demo seed falls back to when ffmpeg is not installed.
# Needs ffmpeg (with freetype and fribidi), espeak-ng and the Noto CJK and DejaVu fonts
# (Debian: ffmpeg espeak-ng fonts-noto-cjk fonts-dejavu-core). Run from this folder.
set -eu
CJK=/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc
LATIN=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# name | hanzi | pinyin | arabic | background
clip() {
  name=$1 hanzi=$2 pinyin=$3 arabic=$4 colour=$5
  espeak-ng -v cmn -s 110 -w "$work/voice.wav" "$hanzi。$hanzi。"
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

clip yct-01 '你好' 'nǐ hǎo' 'مرحبًا' '0x2f6f4e'
clip yct-02 '谢谢' 'xièxie' 'شكرًا' '0x8a3b2e'
clip yct-03 '你叫什么名字' 'nǐ jiào shénme míngzi' 'ما اسمك؟' '0x2e4f8a'
clip yct-04 '一二三' 'yī èr sān' 'واحد، اثنان، ثلاثة' '0x6b3e8a'
clip yct-05 '爸爸 妈妈' 'bàba māma' 'أبي، أمي' '0x8a6b2e'
clip yct-06 '红色' 'hóngsè' 'الأحمر' '0xa12b2b'
clip yct-07 '小猫' 'xiǎo māo' 'قطة صغيرة' '0x3b6e6e'
clip yct-08 '苹果' 'píngguǒ' 'تفاحة' '0x4e7a2f'
clip yct-09 '眼睛' 'yǎnjing' 'العين' '0x5a4a7a'
clip yct-10 '现在几点' 'xiànzài jǐ diǎn' 'كم الساعة الآن؟' '0x2f4f6f'
clip yct-11 '今天下雨' 'jīntiān xià yǔ' 'اليوم ممطر' '0x4a6a8a'
clip yct-12 '学校' 'xuéxiào' 'المدرسة' '0x7a4a2e'
clip festival '春节快乐' 'chūnjié kuàilè' 'عيد ربيع سعيد' '0xb02a2a'
clip culture '中国文化' 'zhōngguó wénhuà' 'الثقافة الصينية' '0x8a5a2e'
clip teaching '汉语课堂' 'hànyǔ kètáng' 'صف اللغة الصينية' '0x2e6a5a'
clip city '北京' 'běijīng' 'بكين' '0x5a2e6a'

# Audio cards: each word spoken once.
for word in 你好 谢谢 再见 老师 学生 朋友 一 二 三 四 五 六; do
  espeak-ng -v cmn -s 100 -w "$work/word.wav" "$word"
  ffmpeg -y -v error -i "$work/word.wav" -c:a libmp3lame -b:a 24k -ac 1 -ar 22050 "card-$word.mp3"
done
