/** Marks a deal the retailer is out of stock of (it is left out of every public list meanwhile). */
export function OutOfStockTag() {
  return (
    <span
      className="rounded-full bg-sun-300 px-2 py-0.5 text-xs font-bold text-ink"
      title="Amazon is out of stock: the deal is left out of the public lists until it is back"
      data-testid="out-of-stock"
    >
      Out of stock
    </span>
  );
}
