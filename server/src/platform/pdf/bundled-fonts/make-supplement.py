# Remakes noto-sans-sc-supplement.otf: the characters of the main CJK block (U+4E00–U+9FFF) that
# the @fontsource/noto-sans-sc files lack, cut from Noto Sans CJK SC (Debian's fonts-noto-cjk,
# SIL Open Font License 1.1). Needs fontTools; run from this folder:
#   python3 make-supplement.py NotoSansCJK-Regular.ttc missing.txt
# where missing.txt holds the characters `unprintableCharacters` reports without this file.
import sys
from fontTools import subset
from fontTools.ttLib import TTCollection

collection = TTCollection(sys.argv[1])
font = next(f for f in collection.fonts if f["name"].getDebugName(1) == "Noto Sans CJK SC")
held = font.getBestCmap()
wanted = [c for c in open(sys.argv[2], encoding="utf-8").read() if 0x4E00 <= ord(c) <= 0x9FFF and ord(c) in held]
options = subset.Options()
options.layout_features = []
options.name_IDs = ["*"]
options.notdef_outline = True
options.hinting = False
subsetter = subset.Subsetter(options)
subsetter.populate(text="".join(wanted))
subsetter.subset(font)
font.save("noto-sans-sc-supplement.otf")
