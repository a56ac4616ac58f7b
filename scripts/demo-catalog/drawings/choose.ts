// Which drawing each demo product gets: one ordered list of rules, first match wins.
import type { GeneratedProduct } from '../build';
import { APPAREL_DRAWINGS } from './apparel';
import { BABY_DRAWINGS } from './baby';
import { BOOKS_DRAWINGS } from './books';
import { BOTTLES_DRAWINGS } from './bottles';
import { COSMETICS_DRAWINGS } from './cosmetics';
import { FOOTWEAR_DRAWINGS } from './footwear';
import { GEAR_DRAWINGS } from './gear';
import type { Drawing } from './kit';
import { KITCHEN_DRAWINGS } from './kitchen';
import { PACKAGING_DRAWINGS } from './packaging';
import { TOYS_DRAWINGS } from './toys';

const DRAWINGS = {
  ...APPAREL_DRAWINGS,
  ...BABY_DRAWINGS,
  ...BOOKS_DRAWINGS,
  ...BOTTLES_DRAWINGS,
  ...COSMETICS_DRAWINGS,
  ...FOOTWEAR_DRAWINGS,
  ...GEAR_DRAWINGS,
  ...KITCHEN_DRAWINGS,
  ...PACKAGING_DRAWINGS,
  ...TOYS_DRAWINGS,
};
export type DrawingName = keyof typeof DRAWINGS;

/**
 * Rules over the title ("Brand Name, Variant"), most specific first (so "Diaper Rash Paste" is a tube
 * before "diaper" makes it a pack, and "Sunglasses" are not drinking glasses).
 */
const RULES: [DrawingName, RegExp][] = [
  ['bookSet', /boxed set|box set/],
  ['rolls', /toilet paper|paper towels/],
  ['nailPolish', /nail (polish|color)/],
  ['toolCase', /tool set|tool kit|multitool|accessory kit/],
  ['backpack', /backpack|lunch bag|baby carrier|soft pack cooler/],
  [
    'jar',
    /\bjar\b|sleeping mask|sugar scrub|bum bum|skin cream|moisturizing cream|sculpting cream|peanut butter|spread|marinara|mixed nuts/,
  ],
  [
    'tube',
    /paste|ointment|apricot scrub|lip repair|nipple cream|hand cream|primer|dry-touch|face moisturizer|water gel/,
  ],
  ['wipesTub', /disinfecting (multi-surface )?wipes/],
  ['wipesPack', /wipes|towelettes/],
  ['diaperPack', /diapers|training pants/],
  ['babyBottle', /baby bottle|natural feel|closer to nature/],
  ['sippyCup', /sippy|straw cup|sip\b|sippee|snack catcher|snack cup|kids water bottle|autospout/],
  ['stroller', /stroller/],
  ['carSeat', /car seat|booster seat|floor seat|rocker/],
  ['potty', /potty/],
  ['breastPump', /breast pump/],
  ['nursingPillow', /nursing pillow/],
  ['pillow', /pillow|sheet set|nap mat/],
  ['bodysuit', /bodysuit|\bbib\b|pajama|sleepsack|swaddle|sleep bag/],
  ['pants', /jeans?\b|leggings|joggers|sweatpants|work pant/],
  ['shorts', /shorts/],
  ['tshirt', /t-shirt|undershirts|henley/],
  ['sweatshirt', /sweatshirt|hoodie|fleece|sweater|jacket|vest|shacket/],
  ['dress', /maxi dress/],
  ['socks', /socks/],
  ['briefs', /hipster/],
  ['plush', /plush|squishmallow|puppy|counting cows|hedgehog|vinyl figure/],
  ['beanie', /beanie/],
  ['sunglasses', /sunglasses/],
  ['clog', /clog|slipper/],
  ['boot', /\bboot\b|bugaboot/],
  ['sneaker', /sneaker|running shoe|cross trainer/],
  ['watch', /\bwatch\b/],
  ['wallet', /wallet|id case/],
  ['hoops', /earrings/],
  ['tote', /tote/],
  ['airFryer', /air fryer/],
  ['pot', /pressure cooker|dutch oven|cookware/],
  ['skillet', /skillet|fry pan/],
  ['mixer', /stand mixer/],
  ['coffeeMaker', /coffee maker|brewer|espresso machine|formula dispenser/],
  ['blender', /blender|food processor/],
  ['grill', /charcoal grill/],
  ['kettle', /electric kettle/],
  ['tumbler', /tumbler|travel mug|legendary bottle|water bottle/],
  ['containers', /food storage|storage container|organizer bins|bento|lunch box|silicone food bags/],
  ['knifeBlock', /knife/],
  ['cuttingBoard', /cutting board|placemat/],
  ['waffleMaker', /waffle/],
  ['pitcher', /pitcher/],
  ['glasses', /drinking glasses/],
  ['bricks', /lego|brick|magna-tiles|magnetic (tile|building)|plus-plus/],
  ['doughTubs', /play-doh|kinetic sand/],
  ['crayons', /crayon|marker|pencils|pens\b|art case|glue stick/],
  ['toyCar', /ride-on car|car 5-pack|wagon|track builder/],
  ['playhouse', /house|tower|home\b|playset/],
  ['playFrame', /play kitchen|slide\b|water table|walker|piano gym|playard|bed rail|step stool/],
  ['blocks', /shape sorting|wooden|critters|drill activity|sensory|pound and tap|dress-up|snap-n-learn/],
  [
    'flatBox',
    /board game|card game|puzzle|logic game|guess who|connect 4|dig kit|starter kit|design set|sticker pad|blaster|rocket/,
  ],
  ['batteries', /batteries/],
  ['detergentJug', /liquid laundry|laundry detergent(?! pacs)/],
  ['tin', /pacs|discs|formula powder|ground coffee|rolled oats|protein powder|almonds/],
  ['wand', /mascara|concealer|gloss\b/],
  ['lipBalms', /lip balm/],
  ['soapBars', /bar soap|beauty bar/],
  ['brushes', /brush set/],
  ['stick', /deodorant/],
  ['sprayCan', /disinfectant spray|air freshener|shave cream/],
  ['hairDryer', /hair dryer|volumizer|flat iron/],
  ['razor', /razor|trimmer|shaver/],
  ['toothbrush', /toothbrush|flosser/],
  ['vacuum', /vacuum|carpet cleaner|dustbuster/],
  [
    'flipBottle',
    /shampoo|body wash|dish soap|dish liquid|dishwashing|leave-in|sunscreen|micellar|liquid school glue|barbecue sauce|olive oil|vanilla extract/,
  ],
  ['pumpBottle', /lotion|hand soap|hand wash|cleanser/],
  ['sprayBottle', /spray|cleaner|facial spray|freshener/],
  ['dropperBottle', /serum|oil\b|essence|exfoliant|perfector/],
  ['cans', /sparkling water|flavored water|thirst quencher/],
  ['snackBag', /epsom|chips|popcorn|puffs|whole bean|rice cakes|crunchies/],
  ['pouch', /pouch/],
  ['headphones', /headphones/],
  ['speaker', /speaker|audio player|sound machine/],
  ['gadget', /smart plug|monitor|musical toy|\bcam\b|thermometer|charger|tracker|streaming|camera|osmo|ipad/],
  ['drill', /drill combo/],
  ['tent', /tent\b/],
  [
    'box',
    /kit\b|ready rice|bars|zbar|crackers|cereal|oatmeal|k-cup|pods|snacks|boxes|pasta|macaroni|tea\b|cakes mix|granola|whitestrips|patch|bandages|tissues|eraser|sponge|cloths|refills|notes|tape|hooks|trash bags|storage bags|food wrap|foil|plates|outlet plugs|uno|spoons|aspirator|nursing pads|storage bags|hair ties|claw clips|snack stacks|hot wheels/,
  ],
];

const BOOK_CATEGORY = 'books';

/** The drawing's name for a product, or 'fallback' when no rule knows it (a plain carton). */
export function drawingNameFor(product: GeneratedProduct): DrawingName | 'fallback' {
  const text = product.title.toLowerCase();
  if (product.visual === BOOK_CATEGORY) return /box(ed)? set/.test(text) ? 'bookSet' : 'book';
  return RULES.find(([, pattern]) => pattern.test(text))?.[0] ?? 'fallback';
}

export function drawingFor(product: GeneratedProduct): Drawing {
  const name = drawingNameFor(product);
  return name === 'fallback' ? DRAWINGS.box : DRAWINGS[name];
}
