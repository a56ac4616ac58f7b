const STEPS = [
  { title: 'Bring products in', text: 'Search the retailer in Add Retailer Products, or paste ASINs in ASIN Upload.' },
  { title: 'Assign a category', text: 'Every deal needs a category before it can be approved.' },
  { title: 'Pick a product type', text: 'Regular, Curated, Best Seller or Trending decides where it shows.' },
  { title: 'Approve', text: 'Approved deals go live on the site at once.' },
];

/** How manual uploads go live; shown in the dashboard on the manual tab. */
export function ManualGuide() {
  return (
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {STEPS.map((step, i) => (
        <li key={step.title} className="rounded-xl bg-brand-50 px-3 py-2">
          <p className="text-sm font-bold">
            {i + 1}. {step.title}
          </p>
          <p className="text-xs text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
