import { expect } from 'vitest';

// Vitest types its asymmetric matchers as any; these name the value each stands for,
// so an expected object keeps its type: toEqual({ asin: anyString(), price: 9.99 }).

export const anyString = () => expect.any(String) as string;
export const anyNumber = () => expect.any(Number) as number;
export const stringContaining = (part: string) => expect.stringContaining(part) as string;
export const stringMatching = (pattern: RegExp) => expect.stringMatching(pattern) as string;
