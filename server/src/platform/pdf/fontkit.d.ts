// The part of fontkit (no bundled types) that the certificate's font index uses.
declare module 'fontkit' {
  interface Font {
    characterSet: number[];
  }
  export function create(buffer: Buffer): Font;
}
