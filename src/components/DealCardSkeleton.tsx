/** Placeholder of the same size as a DealCard while deals load. */
export function DealCardSkeleton() {
  return (
    <div
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-brand-100"
      aria-hidden="true"
      data-testid="deal-skeleton"
    >
      <div className="aspect-square p-2 sm:p-3">
        <div className="skeleton h-full w-full rounded-xl" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 pt-1 sm:p-4 sm:pt-2">
        <div className="skeleton h-4 w-1/3 rounded" />
        <div className="skeleton h-10 w-full rounded" />
        <div className="skeleton h-5 w-20 rounded-full" />
        <div className="skeleton mt-auto h-7 w-1/2 rounded" />
        <div className="skeleton h-4 w-2/3 rounded" />
        <div className="skeleton h-10 w-full rounded-full" />
      </div>
    </div>
  );
}
