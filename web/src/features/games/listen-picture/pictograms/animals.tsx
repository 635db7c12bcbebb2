import type { ReactElement } from 'react';

const INK = '#2b2b2b';

/** Animals drawn on a 64 × 64 grid (flat colours, no words: the player must listen). */
export const ANIMAL_PICTOGRAMS = {
  cat: (
    <>
      <path d="M12 30 L15 7 L29 18 Z" fill="#e8913a" />
      <path d="M52 30 L49 7 L35 18 Z" fill="#e8913a" />
      <path d="M16 24 L17 13 L24 19 Z" fill="#f7c9a0" />
      <path d="M48 24 L47 13 L40 19 Z" fill="#f7c9a0" />
      <ellipse cx="32" cy="37" rx="21" ry="18" fill="#e8913a" />
      <ellipse cx="24" cy="33" rx="3" ry="4" fill={INK} />
      <ellipse cx="40" cy="33" rx="3" ry="4" fill={INK} />
      <path d="M29 41 h6 l-3 3 z" fill="#d45d79" />
      <path
        d="M32 44 q-3 4 -6 2 M32 44 q3 4 6 2 M6 39 L20 41 M6 45 L20 44 M58 39 L44 41 M58 45 L44 44"
        stroke={INK}
        strokeWidth="1.4"
        strokeLinecap="round"
        fill="none"
      />
    </>
  ),
  dog: (
    <>
      <ellipse cx="14" cy="30" rx="7" ry="14" fill="#7a4a26" transform="rotate(20 14 30)" />
      <ellipse cx="50" cy="30" rx="7" ry="14" fill="#7a4a26" transform="rotate(-20 50 30)" />
      <ellipse cx="32" cy="33" rx="17" ry="20" fill="#c98a4b" />
      <ellipse cx="32" cy="43" rx="10" ry="8" fill="#f1d3ae" />
      <circle cx="25" cy="28" r="2.8" fill={INK} />
      <circle cx="39" cy="28" r="2.8" fill={INK} />
      <ellipse cx="32" cy="38.5" rx="4.5" ry="3.2" fill={INK} />
      <path d="M28.5 46 q3.5 7 7 0 z" fill="#e0556e" />
    </>
  ),
  fish: (
    <>
      <path d="M44 32 L61 19 L61 45 Z" fill="#1f78c8" />
      <path d="M20 20 q10 -10 20 0 z" fill="#1f78c8" />
      <ellipse cx="28" cy="32" rx="22" ry="14" fill="#3a9ad9" />
      <circle cx="15" cy="29" r="3.2" fill="white" />
      <circle cx="15" cy="29" r="1.6" fill={INK} />
      <path d="M25 23 q5 9 0 18" stroke="#1f78c8" strokeWidth="2" fill="none" />
      <path d="M6 35 q3 2 6 0" stroke={INK} strokeWidth="1.4" fill="none" />
    </>
  ),
  bird: (
    <>
      <path d="M14 34 L2 27 L5 42 Z" fill="#b8321f" />
      <ellipse cx="30" cy="37" rx="18" ry="14" fill="#e94f37" />
      <circle cx="44" cy="24" r="10" fill="#e94f37" />
      <path d="M53 21 L63 25 L53 29 Z" fill="#f5a623" />
      <circle cx="47" cy="22" r="2" fill={INK} />
      <path d="M16 34 q12 -4 18 8 q-12 4 -18 -8 z" fill="#b8321f" />
      <path d="M26 50 v9 M34 50 v9" stroke="#f5a623" strokeWidth="2.4" strokeLinecap="round" />
    </>
  ),
  horse: (
    <>
      <path
        d="M20 60 L23 38 Q18 22 29 11 L32 3 L36 10 Q47 13 55 29 Q57 36 51 39 Q45 40 41 34 L40 60 Z"
        fill="#9a6233"
      />
      <path d="M29 11 Q21 24 25 40 L21 54 Q14 34 21 19 Z" fill="#3d2514" />
      <circle cx="41" cy="19" r="2.2" fill={INK} />
      <circle cx="52" cy="32" r="1.4" fill={INK} />
    </>
  ),
  panda: (
    <>
      <circle cx="15" cy="15" r="8.5" fill={INK} />
      <circle cx="49" cy="15" r="8.5" fill={INK} />
      <circle cx="32" cy="35" r="23" fill="white" stroke={INK} strokeWidth="2" />
      <ellipse cx="23" cy="32" rx="6" ry="8.5" fill={INK} transform="rotate(35 23 32)" />
      <ellipse cx="41" cy="32" rx="6" ry="8.5" fill={INK} transform="rotate(-35 41 32)" />
      <circle cx="24" cy="31" r="2" fill="white" />
      <circle cx="40" cy="31" r="2" fill="white" />
      <ellipse cx="32" cy="42" rx="3.6" ry="2.6" fill={INK} />
      <path d="M28 47 q4 3 8 0" stroke={INK} strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </>
  ),
} satisfies Record<string, ReactElement>;
