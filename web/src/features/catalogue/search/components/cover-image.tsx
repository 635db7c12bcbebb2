import { useState, type ReactNode } from 'react';

/**
 * A content cover that gives way to `fallback` when there is none or it fails to load, so a card
 * never shows a broken image.
 */
export function CoverImage({
  src,
  className,
  fallback,
  lazy = true,
}: {
  src: string | null;
  className?: string;
  fallback: ReactNode;
  lazy?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return fallback;
  return (
    <img
      src={src}
      alt=""
      loading={lazy ? 'lazy' : undefined}
      className={className}
      onError={() => setFailedSrc(src)}
    />
  );
}
