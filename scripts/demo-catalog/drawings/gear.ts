// Bags, accessories and gadgets: backpacks, watches, headphones, tools, grooming devices.
import { fitText } from './labels';
import { gloss, shadow, type Drawing } from './kit';

/** A backpack (or diaper bag, lunch bag, carrier): body, front pocket, top handle. */
const backpack: Drawing = (l) =>
  shadow(220) +
  `<path d="M170 96q0-36 30-36t30 36" fill="none" stroke="${l.dark}" stroke-width="12"/>` +
  `<rect x="100" y="90" width="200" height="248" rx="56" fill="url(#b)"/><rect x="126" y="214" width="148" height="110" rx="26" fill="${l.dark}"/>` +
  `<path d="M140 234h120" stroke="#e3e6ea" stroke-width="4"/><rect x="188" y="142" width="24" height="44" rx="8" fill="${l.accent}"/>` +
  gloss(116, 120, 10, 140, 0.25);

/** A tote or pouch with handles. */
const tote: Drawing = (l) =>
  shadow(260) +
  `<path d="M146 150q0-86 54-86t54 86" fill="none" stroke="${l.dark}" stroke-width="12"/>` +
  `<path d="M96 140h208l24 198H72z" fill="url(#b)"/><path d="M96 140h208v18H96z" fill="${l.dark}"/>` +
  `<rect x="184" y="176" width="32" height="20" rx="4" fill="url(#m)"/>`;

/** A wristwatch with a strap. */
const watch: Drawing = () =>
  shadow(140) +
  `<rect x="160" y="40" width="80" height="320" rx="20" fill="url(#b)"/><circle cx="200" cy="200" r="78" fill="url(#m)"/>` +
  `<circle cx="200" cy="200" r="64" fill="#fbfaf7"/><path d="M200 200v-44M200 200l30 16" stroke="#2b2b33" stroke-width="6" stroke-linecap="round"/>` +
  `<path d="M200 144v10M200 246v10M144 200h10M246 200h10" stroke="#2b2b33" stroke-width="4"/><rect x="276" y="190" width="14" height="20" rx="4" fill="#9aa0a8"/>`;

/** Sunglasses, front view. */
const sunglasses: Drawing = (l) =>
  shadow(300) +
  `<path d="M60 170h280" stroke="${l.main}" stroke-width="14" stroke-linecap="round"/>` +
  `<path d="M70 168h110q6 70-50 84-60 0-60-84zM220 168h110q0 84-60 84-56-14-50-84z" fill="#2f3440" stroke="${l.main}" stroke-width="12"/>` +
  `<path d="M90 186l40 40M240 186l40 40" stroke="#fff" stroke-width="8" opacity=".3"/>`;

/** A folded wallet or ID case. */
const wallet: Drawing = (l) =>
  shadow(250) +
  `<rect x="80" y="130" width="240" height="180" rx="20" fill="url(#b)"/><rect x="80" y="130" width="240" height="90" rx="20" fill="${l.light}" opacity=".5"/>` +
  `<path d="M96 146h208" stroke="${l.dark}" stroke-width="3" stroke-dasharray="7 6"/><path d="M96 294h208" stroke="${l.dark}" stroke-width="3" stroke-dasharray="7 6"/>`;

/** Hoop earrings. */
const hoops: Drawing = () =>
  shadow(240) +
  `<g fill="none" stroke="url(#a)" stroke-width="18"><circle cx="140" cy="200" r="60"/><circle cx="262" cy="214" r="52"/></g>` +
  `<g fill="none" stroke="#fff" stroke-width="4" opacity=".7"><path d="M96 180q10-30 40-36"/><path d="M226 190q8-26 34-30"/></g>`;

/** Over-ear headphones. */
const headphones: Drawing = (l) =>
  shadow(240) +
  `<path d="M110 230q-10-160 90-160t90 160" fill="none" stroke="${l.dark}" stroke-width="22" stroke-linecap="round"/>` +
  `<rect x="78" y="200" width="74" height="124" rx="34" fill="url(#b)"/><rect x="248" y="200" width="74" height="124" rx="34" fill="url(#b)"/>` +
  `<rect x="140" y="214" width="20" height="96" rx="10" fill="#2b2b33"/><rect x="240" y="214" width="20" height="96" rx="10" fill="#2b2b33"/>`;

/** A cylindrical Bluetooth speaker, or a small smart gadget. */
const speaker: Drawing = (l) =>
  shadow(280) +
  `<rect x="60" y="150" width="280" height="150" rx="75" fill="url(#b)"/><circle cx="90" cy="225" r="40" fill="${l.dark}"/><circle cx="310" cy="225" r="40" fill="${l.dark}"/>` +
  `<path d="M130 190h140M130 210h140M130 230h140M130 250h140" stroke="${l.dark}" stroke-width="4" opacity=".4"/>` +
  fitText(200, 280, 120, 20, '#fff', l.brand);

/** A phone-sized gadget: power bank, tracker, thermometer, streaming stick, camera. */
const gadget: Drawing = (l) =>
  shadow(180) +
  `<rect x="116" y="78" width="168" height="260" rx="34" fill="url(#b)"/><rect x="138" y="104" width="124" height="90" rx="14" fill="#1e1f24"/>` +
  `<rect x="150" y="120" width="60" height="10" rx="5" fill="#6ee7ff" opacity=".8"/><circle cx="200" cy="256" r="36" fill="${l.dark}"/><circle cx="200" cy="256" r="14" fill="${l.light}"/>` +
  gloss(126, 96, 10, 200, 0.3);

/** A cordless drill with a battery. */
const drill: Drawing = () =>
  shadow(250) +
  `<path d="M90 110h190q30 0 30 30v26q0 30-30 30H150l-10 70h-58l16-156z" fill="url(#b)"/><rect x="310" y="130" width="40" height="28" rx="6" fill="url(#m)"/>` +
  `<rect x="350" y="138" width="30" height="12" fill="#6f757e"/><rect x="64" y="266" width="110" height="72" rx="10" fill="#2b2b33"/>` +
  `<rect x="100" y="196" width="40" height="30" rx="6" fill="#2b2b33"/>`;

/** A tool case: a hard case with a handle. */
const toolCase: Drawing = (l) =>
  shadow(280) +
  `<path d="M160 130v-30h80v30" fill="none" stroke="#2b2b33" stroke-width="14"/><rect x="66" y="124" width="268" height="214" rx="20" fill="url(#b)"/>` +
  `<rect x="66" y="200" width="268" height="10" fill="${l.dark}"/><rect x="110" y="190" width="30" height="30" rx="4" fill="url(#m)"/><rect x="260" y="190" width="30" height="30" rx="4" fill="url(#m)"/>` +
  fitText(200, 286, 220, 30, '#fff', l.brand);

/** A dome tent. */
const tent: Drawing = (l) =>
  shadow(300) +
  `<path d="M50 330q60-250 150-250t150 250z" fill="url(#b)"/><path d="M200 80q-30 120-50 250M200 80q30 120 50 250" fill="none" stroke="${l.dark}" stroke-width="6"/>` +
  `<path d="M150 330q30-120 50-150 20 30 50 150z" fill="${l.dark}"/>`;

/** A kettle grill on legs, or a cooler when wide. */
const grill: Drawing = () =>
  shadow(220) +
  `<path d="M140 230l-30 108M260 230l30 108M200 240v98" stroke="#3a3d44" stroke-width="10" stroke-linecap="round"/>` +
  `<path d="M96 170q0 80 104 80t104-80z" fill="#2f3136"/><path d="M96 166q0-90 104-90t104 90z" fill="#26272c"/>` +
  `<rect x="180" y="56" width="40" height="20" rx="8" fill="#2b2b33"/><path d="M130 110q40-30 90-24" fill="none" stroke="#fff" stroke-width="6" opacity=".2"/>`;

/** An upright, handheld or robot vacuum, or a carpet cleaner. */
const vacuum: Drawing = (l) =>
  shadow(200) +
  `<path d="M206 70v180" stroke="#3a3d44" stroke-width="14"/><rect x="186" y="50" width="52" height="30" rx="14" fill="#2b2b33"/>` +
  `<rect x="160" y="130" width="92" height="150" rx="36" fill="url(#b)"/><rect x="176" y="150" width="60" height="70" rx="20" fill="#cfe8f7" opacity=".8"/>` +
  `<path d="M110 300h190q14 0 14 14v10q0 14-14 14H110q-14 0-14-14v-10q0-14 14-14z" fill="${l.dark}"/>`;

/** A razor, trimmer or shaver. */
const razor: Drawing = () =>
  shadow(120) +
  `<rect x="176" y="140" width="48" height="198" rx="22" fill="url(#a)"/><rect x="184" y="160" width="32" height="120" rx="14" fill="#2b2b33" opacity=".6"/>` +
  `<rect x="146" y="66" width="108" height="58" rx="16" fill="url(#m)"/><path d="M158 84h84M158 96h84M158 108h84" stroke="#6f757e" stroke-width="3"/>` +
  `<rect x="190" y="120" width="20" height="24" fill="#9aa0a8"/>`;

/** A toothbrush or water flosser: a slim handle with a head. */
const toothbrush: Drawing = (l) =>
  shadow(90) +
  `<rect x="178" y="150" width="44" height="188" rx="20" fill="url(#a)"/><rect x="190" y="60" width="20" height="100" rx="8" fill="url(#w)"/>` +
  `<rect x="186" y="56" width="28" height="40" rx="8" fill="${l.accent}"/><circle cx="200" cy="220" r="10" fill="#fff" opacity=".8"/>` +
  gloss(186, 170, 7, 140);

/** A hair dryer, hot-air brush or flat iron: a barrel on a handle. */
const hairDryer: Drawing = (l) =>
  shadow(200) +
  `<rect x="150" y="170" width="64" height="168" rx="22" fill="url(#a)" transform="rotate(-10 182 254)"/>` +
  `<rect x="80" y="96" width="220" height="104" rx="52" fill="url(#b)"/><rect x="286" y="110" width="34" height="76" rx="12" fill="${l.dark}"/>` +
  `<circle cx="126" cy="148" r="32" fill="${l.dark}"/><circle cx="126" cy="148" r="16" fill="#2b2b33"/>`;

export const GEAR_DRAWINGS = {
  backpack,
  tote,
  watch,
  sunglasses,
  wallet,
  hoops,
  headphones,
  speaker,
  gadget,
  drill,
  toolCase,
  tent,
  grill,
  vacuum,
  razor,
  toothbrush,
  hairDryer,
};
