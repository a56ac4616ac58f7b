import { useState } from 'react';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

interface Props {
  src: string;
  alt: string;
  size: number;
  className?: string;
  eager?: boolean;
}

/** A product image that falls back to the 'Image unavailable' placeholder when it fails. */
export function DealImage({ src, alt, size, className = '', eager = false }: Props) {
  const [failed, setFailed] = useState(!src);
  return (
    <img
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={failed ? `${alt} (Image unavailable)` : alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`object-contain ${className}`}
      onError={() => setFailed(true)}
    />
  );
}
