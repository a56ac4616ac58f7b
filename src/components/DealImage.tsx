import { useState } from 'react';

const PLACEHOLDER_IMAGE = '/placeholder.svg';

interface Props {
  src: string;
  alt: string;
  /** Width and height in CSS pixels, when the layout does not set them. */
  size?: number;
  className?: string;
  /** In the first screen: loaded at once and ahead of other images. */
  eager?: boolean;
}

/** A product image (site and admin) that falls back to the 'Image unavailable' placeholder when it fails. */
export function DealImage({ src, alt, size, className = '', eager = false }: Props) {
  const [failed, setFailed] = useState(!src);
  return (
    <img
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={failed && alt ? `${alt} (Image unavailable)` : alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      // An image of the first screen is the page's largest paint on a phone: fetched first, drawn at once.
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'sync' : 'async'}
      className={`object-contain ${className}`}
      onError={() => setFailed(true)}
    />
  );
}
