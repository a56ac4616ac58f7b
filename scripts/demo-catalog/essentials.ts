import type { EssentialCategory } from '../../src/schemas/categories';

/** Household essentials per essential category (format: see ProductLines). */
export const ESSENTIAL_LINES: Record<EssentialCategory, string[]> = {
  toilet_paper: [
    'Charmin|Ultra Soft Toilet Paper|18 Mega Rolls:27.99|Cushiony soft with fewer pieces left behind.',
    'Charmin|Ultra Strong Toilet Paper|18 Family Mega Rolls:32.99|Clean-ripple texture cleans better.',
    'Cottonelle|Ultra Comfort Toilet Paper|24 Family Mega Rolls:31.49|Cushiony soft, strong and septic safe.',
    'Quilted Northern|Ultra Plush Toilet Paper|18 Mega Rolls:26.99|Three layers of plush softness.',
  ],
  paper_towels: [
    'Bounty|Select-A-Size Paper Towels|12 Double Rolls:33.99|Quicker picker-upper that is twice as absorbent.',
    'Bounty|Quick Size Paper Towels|16 Family Rolls:45.99|Right-size sheets for any mess.',
    'Brawny|Tear-A-Square Paper Towels|16 Double Rolls:32.99|Three sheet sizes in one roll.',
    'Viva|Multi-Surface Cloth Paper Towels|6 Triple Rolls:19.99|Soft and strong like a cloth.',
  ],
  laundry_detergent: [
    'Tide|PODS Laundry Detergent Pacs, Original|81 Count:26.99|A 3-in-1 pac that cleans, brightens and fights stains.',
    "Tide|Original Liquid Laundry Detergent|92 fl oz:15.99|America's number one detergent.",
    'Gain|Original Liquid Laundry Detergent|154 fl oz:19.99|The irresistible scent that lasts.',
    'Persil|ProClean Discs Laundry Detergent|62 Count:19.99|Deep-clean technology in a dissolvable disc.',
    'Arm & Hammer|Clean Burst Liquid Laundry Detergent|200 Loads:13.99|Baking soda fights tough odors.',
  ],
  trash_bags: [
    'Glad|ForceFlex Tall Kitchen Drawstring Trash Bags|13 Gallon, 110 Count:21.99|Stretches to resist rips and tears.',
    'Hefty|Ultra Strong Tall Kitchen Trash Bags|13 Gallon, 80 Count:15.99|Unscented, with Arm & Hammer odor control.',
    'Amazon Basics|Tall Kitchen Drawstring Trash Bags|13 Gallon, 120 Count:17.49|Strong drawstring bags for the kitchen.',
    'Glad|Large Drawstring Trash Bags|30 Gallon, 50 Count:14.99|For yard work, garage and outdoor cans.',
  ],
  dish_soap: [
    'Dawn|Ultra Dishwashing Liquid Dish Soap, Original|56 fl oz:8.99|Cuts through grease in seconds.',
    'Dawn|Platinum Powerwash Dish Spray|16 fl oz, 2 Pack:9.99|Spray, wipe and rinse for easy cleaning.',
    'Seventh Generation|Dish Liquid Soap, Free and Clear|25 fl oz, 6 Pack:22.99|Plant-based and fragrance free.',
    "Mrs. Meyer's|Clean Day Liquid Dish Soap, Lemon Verbena|16 fl oz, 3 Pack:13.99|Garden-scented and tough on grease.",
    'Palmolive|Ultra Strength Liquid Dish Soap|32.5 fl oz, 2 Pack:9.99|Concentrated grease-cutting formula.',
  ],
  baby_wipes: [
    'Pampers|Sensitive Water Based Baby Wipes|12 Packs, 672 Count:24.99|Fragrance-free wipes for sensitive skin.',
    'Huggies|Natural Care Sensitive Baby Wipes|12 Packs, 768 Count:26.99|Hypoallergenic and 99% purified water.',
    'Amazon Elements|Baby Wipes, Unscented|810 Count:22.99|Thick, soft and free from alcohol.',
    'The Honest Company|Clean Conscious Wipes|576 Count:25.99|Over 99% water and plant-based fibers.',
  ],
  disinfectant_wipes: [
    'Clorox|Disinfecting Wipes Value Pack|75 Count, 3 Pack:14.99|Kills 99.9% of viruses and bacteria.',
    'Lysol|Disinfecting Wipes, Lemon and Lime Blossom|80 Count, 4 Pack:19.99|Cleans and disinfects hard surfaces.',
    'Seventh Generation|Disinfecting Multi-Surface Wipes|70 Count, 3 Pack:17.99|Kills 99.99% of household germs with thymol.',
    'Clorox|Disinfecting Wipes, Fresh Scent|35 Count, 5 Pack:17.49|Bleach-free wipes for everyday messes.',
  ],
  cleaning_spray: [
    'Lysol|Disinfectant Spray, Crisp Linen|19 oz, 2 Pack:14.99|Kills 99.9% of germs on soft and hard surfaces.',
    'Clorox|Clean-Up All Purpose Cleaner with Bleach|32 fl oz, 2 Pack:11.99|Removes tough stains and disinfects.',
    'Method|All-Purpose Cleaner Spray, Pink Grapefruit|28 fl oz, 4 Pack:17.99|Plant-based cleaner for counters and more.',
    "Mrs. Meyer's|Multi-Surface Everyday Cleaner, Lavender|16 fl oz, 3 Pack:14.99|Cruelty-free and tough on dirt.",
  ],
  hand_soap: [
    'Softsoap|Liquid Hand Soap, Aquarium Series|7.5 fl oz, 6 Pack:11.94|Gentle cleansing with a fun design.',
    'Softsoap|Moisturizing Hand Soap Refill|50 fl oz:8.99|Refill your pumps and save.',
    'Dial|Complete Antibacterial Foaming Hand Wash|7.5 fl oz, 4 Pack:12.99|Kills 99.99% of germs.',
    'Method|Foaming Hand Soap, Sweet Water|10 fl oz, 6 Pack:23.99|Rich foam with a fresh scent.',
  ],
  batteries: [
    'Duracell|Coppertop AA Batteries|28 Count:24.99|Long-lasting power for toys and remotes.',
    'Duracell|Coppertop AAA Batteries|24 Count:21.99|Guaranteed for 12 years in storage.',
    'Energizer|MAX AA Batteries|24 Count:19.99|Leak-resistant construction.',
    'Amazon Basics|AA High-Performance Alkaline Batteries|48 Count:15.99|Reliable power in bulk.',
  ],
};
