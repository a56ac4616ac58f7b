/**
 * Child stages a subscriber can follow on the alerts page. Each maps to deal categories and
 * keywords (matched like the subscriber's own keywords against title, brand and description).
 * Marketing copy: edit freely; a change applies to a subscriber's alerts the next time they save.
 */
export const CHILD_STAGES = [
  {
    id: 'expecting',
    label: 'Expecting',
    hint: 'Maternity, nursery and hospital bag',
    categories: ['baby'],
    keywords: ['maternity', 'nursery', 'pregnancy', 'nursing'],
  },
  {
    id: 'baby',
    label: 'Baby (0–12 months)',
    hint: 'Diapers, wipes, bottles and sleep',
    categories: ['baby'],
    keywords: ['diapers', 'wipes', 'bottle', 'swaddle', 'pacifier', 'formula'],
  },
  {
    id: 'toddler',
    label: 'Toddler (1–3)',
    hint: 'Potty training, sippy cups, first shoes',
    categories: ['toddler'],
    keywords: ['toddler', 'potty', 'sippy cup', 'pull-ups'],
  },
  {
    id: 'kids',
    label: 'Kids (4–8)',
    hint: 'Toys, books, school and clothes',
    categories: ['toys', 'books'],
    keywords: ['kids', 'lunch box', 'backpack'],
  },
] as const;

export type ChildStageId = (typeof CHILD_STAGES)[number]['id'];
