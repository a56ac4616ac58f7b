interface Props {
  /** Path data from icon-paths.ts. */
  d: string;
  size?: number;
  className?: string;
  /** Filled with currentColor: the 'on' state of a toggle (a saved heart, a watching bell). */
  filled?: boolean;
}

/** A small line icon (stroke = currentColor), used instead of emoji so every system shows it. Decorative. */
export function Icon({ d, size = 20, className = '', filled = false }: Props) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`inline-block shrink-0 ${className}`}
    >
      <path d={d} />
    </svg>
  );
}
