/** Marketing structures of docs/product.md 1.3. */
export interface Feature {
  title: string;
  description: string;
}
export type Benefit = Feature;
export interface Stat {
  label: string;
  value: string;
  suffix: string;
}
export interface TrustMetric {
  metric: string;
  label: string;
}
export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  /** Image URL. */
  avatar: string;
}
export interface Step {
  title: string;
  description: string;
}
export interface LinkItem {
  label: string;
  href: string;
}
