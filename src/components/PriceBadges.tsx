/** What our own price checks say about a deal ("Lowest price we've seen", "Price dropped ..."); nothing without them. */
export function PriceBadges({ badges }: { badges: readonly string[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1" data-testid="price-badges">
      {badges.map((badge) => (
        <li key={badge} className="rounded-full bg-leaf-700/10 px-2 py-0.5 text-xs font-semibold text-leaf-700">
          {badge}
        </li>
      ))}
    </ul>
  );
}
