import type { ReactElement } from 'react';

const INK = '#2b2b2b';
const WOOD = '#8b5a2b';

/** Things of every day and ways to travel, drawn on a 64 × 64 grid. */
export const THING_PICTOGRAMS = {
  book: (
    <>
      <path
        d="M32 14 C24 8 12 8 4 12 V54 C12 50 24 50 32 56 Z"
        fill="white"
        stroke="#2e6fb7"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M32 14 C40 8 52 8 60 12 V54 C52 50 40 50 32 56 Z"
        fill="white"
        stroke="#2e6fb7"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M10 22 Q18 19 26 22 M10 30 Q18 27 26 30 M10 38 Q18 35 26 38 M38 22 Q46 19 54 22 M38 30 Q46 27 54 30 M38 38 Q46 35 54 38"
        stroke="#9bb8dc"
        strokeWidth="2"
        fill="none"
      />
    </>
  ),
  clothes: (
    <path
      d="M22 8 L9 14 L3 27 L14 32 L17 27 V58 H47 V27 L50 32 L61 27 L55 14 L42 8 Q32 17 22 8 Z"
      fill="#3fa34d"
      stroke="#2b7a38"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
  shoe: (
    <>
      <path d="M6 46 V30 Q6 24 13 26 L25 31 Q29 22 36 25 L42 35 Q57 37 59 46 Z" fill="#d7263d" />
      <path d="M4 46 H61 V51 Q61 54 58 54 H7 Q4 54 4 51 Z" fill="#3a3a3a" />
      <path d="M27 31 L31 36 M31 28 L35 33" stroke="white" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  hat: (
    <>
      <ellipse cx="32" cy="44" rx="29" ry="8" fill="#8a6d2e" />
      <path d="M17 44 V24 Q17 12 32 12 Q47 12 47 24 V44 Z" fill="#a8853a" />
      <rect x="17" y="34" width="30" height="6" fill="#5a3f14" />
    </>
  ),
  chair: (
    <g fill={WOOD}>
      <rect x="16" y="4" width="32" height="8" rx="3" />
      <rect x="16" y="4" width="6" height="56" rx="2" />
      <rect x="42" y="4" width="6" height="56" rx="2" />
      <rect x="22" y="18" width="20" height="4" />
      <rect x="10" y="34" width="44" height="8" rx="2" fill="#a8703a" />
      <rect x="10" y="40" width="5" height="20" rx="2" />
      <rect x="49" y="40" width="5" height="20" rx="2" />
    </g>
  ),
  cup: (
    <>
      <path
        d="M22 4 q-4 5 0 10 M32 4 q-4 5 0 10"
        stroke="#9aa5b1"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M44 26 h5 a9 9 0 0 1 0 18 h-5" stroke="#e67e22" strokeWidth="5" fill="none" />
      <path d="M10 18 H46 L43 56 Q43 60 39 60 H17 Q13 60 13 56 Z" fill="#e67e22" />
      <path d="M14 26 H42" stroke="white" strokeOpacity=".5" strokeWidth="2" />
    </>
  ),
  phone: (
    <>
      <rect x="17" y="3" width="30" height="58" rx="6" fill={INK} />
      <rect x="20" y="10" width="24" height="42" rx="1.5" fill="#6cc3f5" />
      <g fill="white" opacity=".85">
        <rect x="23" y="14" width="7" height="7" rx="2" />
        <rect x="34" y="14" width="7" height="7" rx="2" />
        <rect x="23" y="25" width="7" height="7" rx="2" />
        <rect x="34" y="25" width="7" height="7" rx="2" />
      </g>
      <circle cx="32" cy="56.5" r="2.5" fill="#8a8a8a" />
    </>
  ),
  plane: (
    <path
      d="M32 3 C35 3 36 8 36 12 V26 L59 38 V44 L36 37 V50 L44 55 V60 L32 57 L20 60 V55 L28 50 V37 L5 44 V38 L28 26 V12 C28 8 29 3 32 3 Z"
      fill="#2e6fb7"
    />
  ),
  boat: (
    <>
      <path d="M32 6 V42" stroke="#6b4e1f" strokeWidth="2.5" />
      <path d="M34 8 L56 38 H34 Z" fill="white" stroke="#9aa5b1" strokeWidth="1.5" />
      <path d="M30 14 L12 38 H30 Z" fill="#f5a623" />
      <path d="M4 42 H60 L51 54 H13 Z" fill="#c0392b" />
      <path
        d="M2 59 q5 -4 10 0 t10 0 t10 0 t10 0 t10 0 t10 0"
        stroke="#3a9ad9"
        strokeWidth="2.5"
        fill="none"
      />
    </>
  ),
  bicycle: (
    <>
      <g stroke={INK} strokeWidth="3" fill="none">
        <circle cx="14" cy="42" r="11" />
        <circle cx="50" cy="42" r="11" />
      </g>
      <path
        d="M14 42 L30 42 L43 24 L22 24 L14 42 M30 42 L22 24 M43 24 L50 42 M43 24 L41 16 L49 16"
        stroke="#d7263d"
        strokeWidth="3"
        fill="none"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path d="M17 20 H27" stroke={INK} strokeWidth="4" strokeLinecap="round" />
      <path d="M22 20 V24" stroke={INK} strokeWidth="2.5" />
    </>
  ),
} satisfies Record<string, ReactElement>;
