// The part of fontkit (no bundled types) that the demo fonts' coverage test uses.
declare module 'fontkit' {
  interface Font {
    familyName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(file: string): Font;
}
