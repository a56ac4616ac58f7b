import { useState } from 'react';

interface Props {
  src: string;
  alt: string;
  className?: string;
}

/** A product image that falls back to a placeholder when it cannot load. */
export function DealImage({ src, alt, className = '' }: Props) {
  const [broken, setBroken] = useState(false);
  if (broken || !src) {
    return (
      <div
        className={`flex items-center justify-center bg-brand-50 text-center text-xs text-muted ${className}`}
        role="img"
        aria-label={alt}
      >
        Image unavailable
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={`object-contain ${className}`}
      onError={() => setBroken(true)}
    />
  );
}
