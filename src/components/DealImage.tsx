import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '../lib/placeholder-image';

interface Props {
  src: string;
  alt: string;
  /** Width and height in CSS pixels, when the layout does not set them. */
  size?: number;
  className?: string;
  /** In the first screen: loaded at once and ahead of other images. */
  eager?: boolean;
}

/**
 * A product image (site and admin) that falls back to the 'Image unavailable' placeholder when it fails.
 * An eager one is in the first screen, the page's largest paint on a phone: fetched first, drawn at once.
 */
export function DealImage({ src, alt, size, className = '', eager = false }: Props) {
  const [failed, setFailed] = useState(!src);
  return (
    <img
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={failed && alt ? `${alt} (Image unavailable)` : alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager ? 'high' : undefined}
      className={`object-contain ${className}`}
      onError={() => setFailed(true)}
    />
  );
}
