/** The 'Image unavailable' picture shown for a product image that is missing or fails to load. */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
