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
  priority = false,
  size,
}: {
  src: string | null;
  className?: string;
  fallback: ReactNode;
  lazy?: boolean;
  /** The largest image of the first screen: fetched before everything else. */
  priority?: boolean;
  /** Its size in pixels, so the page keeps its place before it arrives. */
  size?: { width: number; height: number };
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return fallback;
  return (
    <img
      src={src}
      alt=""
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      width={size?.width}
      height={size?.height}
      className={className}
      onError={() => setFailedSrc(src)}
    />
  );
}
