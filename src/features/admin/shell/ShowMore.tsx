import type { RefObject } from 'react';

/** The sentinel below a progressive list, with a button for those who do not scroll. */
export function ShowMore({
  sentinel,
  left,
  onClick,
}: {
  sentinel: RefObject<HTMLDivElement | null>;
  left: number;
  onClick: () => void;
}) {
  return (
    <div ref={sentinel} className="py-6 text-center">
      <button type="button" className="btn-secondary text-sm" onClick={onClick}>
        Show more ({left} left)
      </button>
    </div>
  );
}
