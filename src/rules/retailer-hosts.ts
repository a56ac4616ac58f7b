/** The hosts the retailer serves product images from (https only): the import check and the Content-Security-Policy share this list. */
export const RETAILER_IMAGE_HOSTS: readonly string[] = [
  'm.media-amazon.com',
  'images-na.ssl-images-amazon.com',
  'images-eu.ssl-images-amazon.com',
  'images-fe.ssl-images-amazon.com',
];
