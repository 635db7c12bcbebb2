import type { ReactElement } from 'react';

/** A five-pointed star's outline around (cx, cy). */
function starPath(cx: number, cy: number, radius: number): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    const reach = index % 2 === 0 ? radius : radius * 0.45;
    return `${(cx + reach * Math.cos(angle)).toFixed(1)} ${(cy + reach * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${points.join(' L')} Z`;
}

const SUN_RAYS = Array.from({ length: 8 }, (_, index) => {
  const angle = (index * Math.PI) / 4;
  const at = (reach: number) =>
    `${(32 + reach * Math.cos(angle)).toFixed(1)} ${(32 + reach * Math.sin(angle)).toFixed(1)}`;
  return `M${at(20)} L${at(29)}`;
}).join(' ');

const CLOUD = (
  <path
    d="M14 34 a9 9 0 0 1 3 -17 a12 12 0 0 1 22 -4 a10 10 0 0 1 12 10 a8 8 0 0 1 -1 15 Z"
    fill="#8fa3b8"
  />
);

const FLAKE_ARMS = [30, 90, 150]
  .map((degrees) => {
    const angle = (degrees * Math.PI) / 180;
    const x = 24 * Math.cos(angle);
    const y = 24 * Math.sin(angle);
    return `M${(32 - x).toFixed(1)} ${(32 - y).toFixed(1)} L${(32 + x).toFixed(1)} ${(32 + y).toFixed(1)}`;
  })
  .join(' ');

/** Sky, weather and plants drawn on a 64 × 64 grid. */
export const NATURE_PICTOGRAMS = {
  sun: (
    <>
      <path d={SUN_RAYS} stroke="#f5a623" strokeWidth="4" strokeLinecap="round" />
      <circle cx="32" cy="32" r="15" fill="#f7c531" />
    </>
  ),
  moon: (
    <>
      <rect x="2" y="2" width="60" height="60" rx="12" fill="#1d2b53" />
      <path d="M36 8 A24 24 0 1 0 56 44 A19 19 0 0 1 36 8 Z" fill="#f7d65a" />
      <path d={starPath(48, 16, 4)} fill="#f7d65a" />
    </>
  ),
  stars: (
    <>
      <rect x="2" y="2" width="60" height="60" rx="12" fill="#1d2b53" />
      <path d={starPath(22, 22, 12)} fill="#f7d65a" />
      <path d={starPath(46, 30, 9)} fill="#f7d65a" />
      <path d={starPath(26, 48, 7)} fill="#f7d65a" />
    </>
  ),
  flower: (
    <>
      <path d="M32 34 V62" stroke="#3fa34d" strokeWidth="3" />
      <path d="M32 52 q12 -12 20 -6 q-8 10 -20 6 z" fill="#3fa34d" />
      <g fill="#e85d9a">
        <circle cx="32" cy="12" r="8" />
        <circle cx="45" cy="21" r="8" />
        <circle cx="40" cy="36" r="8" />
        <circle cx="24" cy="36" r="8" />
        <circle cx="19" cy="21" r="8" />
      </g>
      <circle cx="32" cy="24" r="7" fill="#f7c531" />
    </>
  ),
  tree: (
    <>
      <path d="M28 62 L29 38 h6 L36 62 Z" fill="#8b5a2b" />
      <circle cx="32" cy="18" r="14" fill="#2e9e4f" />
      <circle cx="19" cy="31" r="12" fill="#2e9e4f" />
      <circle cx="45" cy="31" r="12" fill="#2e9e4f" />
      <circle cx="32" cy="32" r="10" fill="#3fb35f" />
    </>
  ),
  mountain: (
    <>
      <path d="M2 58 L24 16 L46 58 Z" fill="#6b7f99" />
      <path d="M22 58 L44 24 L62 58 Z" fill="#50627a" />
      <path d="M24 16 L31 29.5 L27 27 L24 31 L21 27 L17 29.5 Z" fill="white" />
      <path d="M44 24 L49.5 32.5 L46 31 L43 34 L40 31 L38.5 33.5 Z" fill="white" />
    </>
  ),
  rain: (
    <>
      {CLOUD}
      <g fill="#3a9ad9">
        <path d="M18 42 q-4 7 0 9 q4 -2 0 -9 z" />
        <path d="M32 46 q-4 7 0 9 q4 -2 0 -9 z" />
        <path d="M46 42 q-4 7 0 9 q4 -2 0 -9 z" />
        <path d="M25 53 q-3 5 0 7 q3 -2 0 -7 z" />
        <path d="M39 53 q-3 5 0 7 q3 -2 0 -7 z" />
      </g>
    </>
  ),
  snow: (
    <>
      <path d={FLAKE_ARMS} stroke="#4aa3df" strokeWidth="3.5" strokeLinecap="round" />
      <g stroke="#4aa3df" strokeWidth="2.5" strokeLinecap="round" fill="none">
        {[0, 60, 120, 180, 240, 300].map((degrees) => (
          <path
            key={degrees}
            d="M32 16 L26 10 M32 16 L38 10"
            transform={`rotate(${degrees} 32 32)`}
          />
        ))}
      </g>
      <circle cx="32" cy="32" r="4" fill="#4aa3df" />
    </>
  ),
} satisfies Record<string, ReactElement>;
