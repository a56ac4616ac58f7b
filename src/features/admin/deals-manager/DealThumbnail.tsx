import { useEffect, useState } from 'react';
import { DealImage } from '../../../components/DealImage';

/** How long a deal must stay in its row before its image is asked for. */
const THUMBNAIL_DWELL_MS = 100;

// Images already asked for are in the browser's cache: a row scrolled back to shows them at once.
const asked = new Set<string>();

interface Props {
  src: string;
  alt: string;
  className: string;
}

/**
 * A deal's image in the admin's virtual lists (table rows and cards). A fast scroll passes
 * hundreds of deals through the same few rows; asking for each of their images would load and
 * decode images nobody sees, and slow every frame. So the image is asked for once its deal has
 * stayed THUMBNAIL_DWELL_MS in view; until then a grey box of the same size holds its place.
 */
export function DealThumbnail({ src, alt, className }: Props) {
  const [settled, setSettled] = useState<string | null>(null);
  const show = settled === src || asked.has(src);
  useEffect(() => {
    if (asked.has(src)) return;
    const timer = setTimeout(() => {
      asked.add(src);
      setSettled(src);
    }, THUMBNAIL_DWELL_MS);
    return () => clearTimeout(timer);
  }, [src]);
  if (show) return <DealImage key={src} src={src} alt={alt} className={className} />;
  return (
    <span
      data-testid="thumbnail-waiting"
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      className={`block rounded bg-gray-100 ${className}`}
    />
  );
}
