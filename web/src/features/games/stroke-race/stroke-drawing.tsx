/**
 * A character's strokes as Hanzi Writer draws them (a 1024 box whose y axis points up): the whole
 * character faint, then the strokes given in their colours.
 */
export function StrokeDrawing({
  ghost,
  strokes,
  grid = false,
  className,
  label,
}: {
  ghost: readonly string[];
  strokes: readonly { path: string; colour: string }[];
  grid?: boolean;
  className?: string;
  label?: string;
}) {
  return (
    <svg
      viewBox="0 0 1024 1024"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {grid && (
        // The 田字格 square learners write in: a frame and its dashed middle lines.
        <g stroke="#e3b5b5" strokeWidth="8" fill="none">
          <rect x="4" y="4" width="1016" height="1016" />
          <path d="M512 4 V1020 M4 512 H1020" strokeDasharray="32 24" />
        </g>
      )}
      <g transform="scale(1, -1) translate(0, -900)">
        {ghost.map((path) => (
          <path key={`ghost-${path}`} d={path} fill="#e6e9ef" />
        ))}
        {strokes.map((stroke) => (
          <path key={stroke.path} d={stroke.path} fill={stroke.colour} />
        ))}
      </g>
    </svg>
  );
}
