/**
 * Strokes drawn as Hanzi Writer draws them: paths in a 1024 box whose y axis points up, so parts
 * of one character drawn together are the character.
 */
export function PartDrawing({
  layers,
  className,
  label,
}: {
  layers: readonly { strokes: readonly string[]; colour: string }[];
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
      <g transform="scale(1, -1) translate(0, -900)">
        {layers.map((layer, index) =>
          layer.strokes.map((path, stroke) => (
            <path key={`${index}-${stroke}`} d={path} fill={layer.colour} />
          )),
        )}
      </g>
    </svg>
  );
}
