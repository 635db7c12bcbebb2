import type { ReactElement } from 'react';

const SKIN = '#f2c6a0';
const SKIN_LINE = '#c98d66';
const INK = '#2b2b2b';

/** Parts of the body drawn on a 64 × 64 grid. */
export const BODY_PICTOGRAMS = {
  eye: (
    <>
      <path
        d="M4 34 Q32 8 60 34 Q32 58 4 34 Z"
        fill="white"
        stroke={INK}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="34" r="11" fill="#6b4226" />
      <circle cx="32" cy="34" r="5.5" fill={INK} />
      <circle cx="35" cy="30" r="2.5" fill="white" />
      <path
        d="M14 20 L10 13 M24 15 L22 7 M32 13 V5 M40 15 L42 7 M50 20 L54 13"
        stroke={INK}
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </>
  ),
  ear: (
    <>
      <path
        d="M20 24 C18 6 50 0 52 24 C53 36 42 40 40 48 C38 59 24 61 20 51 C18 45 25 42 25 36 C25 31 20 29 20 24 Z"
        fill={SKIN}
        stroke={SKIN_LINE}
        strokeWidth="2"
      />
      <path
        d="M29 24 C30 13 45 13 44 26 C43 33 35 33 35 40"
        stroke={SKIN_LINE}
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  hand: (
    <g fill={SKIN} stroke={SKIN_LINE} strokeWidth="1.5">
      <rect x="7" y="30" width="8" height="22" rx="4" transform="rotate(-35 11 41)" />
      <rect x="17" y="12" width="7" height="26" rx="3.5" />
      <rect x="25" y="7" width="7" height="30" rx="3.5" />
      <rect x="33" y="9" width="7" height="28" rx="3.5" />
      <rect x="41" y="15" width="7" height="22" rx="3.5" />
      <rect x="16" y="28" width="33" height="30" rx="11" />
    </g>
  ),
  mouth: (
    <>
      <path d="M6 32 Q19 17 32 25 Q45 17 58 32 Q32 58 6 32 Z" fill="#d7263d" />
      <path d="M10 32 Q32 40 54 32 Q32 36 10 32 Z" fill="white" />
      <path d="M6 32 Q32 40 58 32" stroke="#8f1426" strokeWidth="1.5" fill="none" />
    </>
  ),
  nose: (
    <>
      <path
        d="M29 6 C29 22 20 34 15 44 C12 51 19 56 26 53 C29 57 35 57 38 53 C45 56 52 51 49 44 C44 34 35 22 35 6 Z"
        fill={SKIN}
        stroke={SKIN_LINE}
        strokeWidth="2"
      />
      <ellipse cx="25" cy="48" rx="3.5" ry="2.2" fill="#8a5a3c" />
      <ellipse cx="39" cy="48" rx="3.5" ry="2.2" fill="#8a5a3c" />
    </>
  ),
} satisfies Record<string, ReactElement>;
