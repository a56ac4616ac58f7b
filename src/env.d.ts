/// <reference types="astro/client" />

declare namespace App {
  /** Given to on-demand pages by our server (src/server/http/astro-pages.ts). */
  interface Locals {
    dealPages?: import('./schemas/deal-page').DealPageSource;
    listingPages?: import('./schemas/listing-page').ListingPageSource;
    welcomePage?: import('./schemas/welcome-page').WelcomePageSource;
  }
}
