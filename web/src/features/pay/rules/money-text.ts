/**
 * An amount's text made safe in a right-to-left line. `Intl` writes CNY in Arabic as
 * "99.00 CN¥": the "¥" (a neutral) after the Latin "CN" takes the line's direction and is drawn
 * apart from it ("¥CN 99.00"). A Latin currency code or symbol is isolated left to right
 * (LRI … PDI) so it stays whole; Arabic symbols (ر.س.) and the digits are left as they are.
 */
export function rtlSafeMoney(text: string): string {
  return text.replace(/[A-Za-z]+[^\s\d\u00a0\u200e\u200f]*/g, (symbol) => `\u2066${symbol}\u2069`);
}
