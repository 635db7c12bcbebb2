import type { ReactElement } from 'react';

const WOOD = '#8b5a2b';

/** A bowl on its foot, in a colour, under what it holds. */
function bowl(colour: string, filling: ReactElement) {
  return (
    <>
      {filling}
      <path d="M5 32 h54 a27 23 0 0 1 -54 0 z" fill={colour} />
      <rect x="23" y="53" width="18" height="6" rx="2" fill={colour} />
      <path d="M12 40 h40" stroke="white" strokeOpacity=".45" strokeWidth="2" />
    </>
  );
}

/** Food and drink drawn on a 64 × 64 grid. */
export const FOOD_PICTOGRAMS = {
  apple: (
    <>
      <path
        d="M32 19 C22 10 6 16 8 35 C10 53 24 61 32 55 C40 61 54 53 56 35 C58 16 42 10 32 19 Z"
        fill="#d7263d"
      />
      <path d="M32 19 Q31 10 35 4" stroke="#6b3e1f" strokeWidth="3" strokeLinecap="round" />
      <path d="M35 11 Q46 2 51 10 Q42 17 35 11 Z" fill="#3fa34d" />
      <ellipse cx="19" cy="30" rx="3" ry="7" fill="white" opacity=".35" />
    </>
  ),
  banana: (
    <>
      <path
        d="M13 12 C9 40 30 58 57 51 L58 46 C36 47 22 34 21 12 Z"
        fill="#f5d033"
        stroke="#c9a100"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M13 12 L14 6 L20 8 L21 12 Z" fill="#6b4e1f" />
      <path d="M57 51 L61 50 L59 46 L58 46 Z" fill="#6b4e1f" />
      <path d="M17 20 C17 36 28 47 46 49" stroke="#e0b800" strokeWidth="1.5" fill="none" />
    </>
  ),
  watermelon: (
    <>
      <path d="M3 20 A29 29 0 0 0 61 20 Z" fill="#2e9e4f" />
      <path d="M8 20 A24 24 0 0 0 56 20 Z" fill="#eef6d0" />
      <path d="M11 20 A21 21 0 0 0 53 20 Z" fill="#e8384f" />
      <g fill="#2b2b2b">
        <ellipse cx="22" cy="27" rx="1.6" ry="2.6" />
        <ellipse cx="32" cy="31" rx="1.6" ry="2.6" />
        <ellipse cx="42" cy="27" rx="1.6" ry="2.6" />
        <ellipse cx="27" cy="36" rx="1.6" ry="2.6" />
        <ellipse cx="37" cy="36" rx="1.6" ry="2.6" />
      </g>
    </>
  ),
  egg: (
    <>
      <path
        d="M32 5 C19 5 12 29 12 40 C12 52 21 60 32 60 C43 60 52 52 52 40 C52 29 45 5 32 5 Z"
        fill="#f3dcb8"
        stroke="#cfa878"
        strokeWidth="2"
      />
      <ellipse cx="24" cy="27" rx="3" ry="7" fill="white" opacity=".7" />
    </>
  ),
  milk: (
    <>
      <path
        d="M24 8 h16 v6 l7 10 v32 a4 4 0 0 1 -4 4 h-22 a4 4 0 0 1 -4 -4 v-32 l7 -10 z"
        fill="white"
        stroke="#4a90d9"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <rect x="22" y="3" width="20" height="7" rx="2" fill="#4a90d9" />
      <rect x="17" y="32" width="30" height="14" fill="#4a90d9" />
      <path d="M26 39 q6 -6 12 0" stroke="white" strokeWidth="2" fill="none" />
    </>
  ),
  rice: bowl(
    '#c0392b',
    <>
      <path d="M40 4 L58 26 M46 3 L62 22" stroke={WOOD} strokeWidth="2.5" strokeLinecap="round" />
      <path d="M9 32 C10 15 54 15 55 32 Z" fill="#fbfbf4" stroke="#d8d8cc" strokeWidth="1.5" />
      <g fill="#d8d8cc">
        <ellipse cx="24" cy="25" rx="1.2" ry="2.2" transform="rotate(30 24 25)" />
        <ellipse cx="33" cy="22" rx="1.2" ry="2.2" transform="rotate(-20 33 22)" />
        <ellipse cx="41" cy="27" rx="1.2" ry="2.2" transform="rotate(60 41 27)" />
      </g>
    </>,
  ),
  noodles: bowl(
    '#2e6fb7',
    <>
      <path d="M16 6 L46 13 M16 11 L46 15" stroke={WOOD} strokeWidth="2.5" strokeLinecap="round" />
      <path
        d="M26 30 q-3 -4 0 -8 q3 -4 0 -8 M32 30 q-3 -4 0 -8 q3 -4 0 -8 M38 30 q-3 -4 0 -8 q3 -4 0 -8"
        stroke="#e9b23c"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M9 32 C11 24 53 24 55 32 Z" fill="#f2c14e" />
    </>,
  ),
} satisfies Record<string, ReactElement>;
