// Kitchen appliances, cookware, drinkware and storage.
import { fitText } from './labels';
import { gloss, shadow, type Drawing } from './kit';

/** An air fryer: a rounded body, a window-less basket drawer and a control panel. */
const airFryer: Drawing = (l) =>
  shadow(220) +
  `<rect x="96" y="84" width="208" height="254" rx="46" fill="url(#a)"/><rect x="132" y="104" width="136" height="60" rx="12" fill="#1e1f24"/>` +
  `<text x="200" y="146" font-size="26" font-weight="700" fill="#6ee7ff" text-anchor="middle">400°</text>` +
  `<rect x="110" y="196" width="180" height="128" rx="24" fill="${l.dark}"/><rect x="170" y="240" width="60" height="22" rx="11" fill="#2b2b33"/>` +
  fitText(200, 304, 100, 16, '#fff', l.brand) +
  gloss(108, 100, 12, 200, 0.25);

/** A pressure cooker, Dutch oven or stock pot: a round pot with a lid and handles. */
const pot: Drawing = (l) =>
  shadow(250) +
  `<rect x="70" y="196" width="60" height="24" rx="12" fill="${l.dark}"/><rect x="270" y="196" width="60" height="24" rx="12" fill="${l.dark}"/>` +
  `<rect x="96" y="172" width="208" height="166" rx="36" fill="url(#a)"/><path d="M88 176q112-80 224 0z" fill="url(#m)"/>` +
  `<rect x="184" y="112" width="32" height="26" rx="8" fill="#2b2b33"/>` +
  fitText(200, 268, 150, 18, '#fff', l.brand) +
  gloss(112, 190, 12, 130);

/** A skillet or fry pan seen from above-front. */
const skillet: Drawing = (l) =>
  shadow(300, 180) +
  `<rect x="266" y="232" width="124" height="26" rx="13" fill="${l.dark}" transform="rotate(-12 266 245)"/>` +
  `<ellipse cx="170" cy="250" rx="130" ry="80" fill="${l.dark}"/><ellipse cx="170" cy="242" rx="116" ry="66" fill="url(#b)"/>` +
  `<ellipse cx="150" cy="226" rx="60" ry="24" fill="#fff" opacity=".12"/>`;

/** A stand mixer: base, column, head and a steel bowl. */
const mixer: Drawing = () =>
  shadow(260) +
  `<rect x="82" y="300" width="236" height="38" rx="14" fill="url(#a)"/><path d="M252 300V180h48v120z" fill="url(#a)"/>` +
  `<path d="M110 110q0-44 60-44h110q28 0 28 34v48q0 30-30 30H140q-30 0-30-30z" fill="url(#b)"/>` +
  `<path d="M110 206h132l-14 74q-4 20-24 20h-56q-20 0-24-20z" fill="url(#m)"/><rect x="168" y="176" width="12" height="34" fill="#9aa0a8"/>` +
  gloss(130, 80, 100, 10, 0.4);

/** A drip or pod coffee maker with a mug or carafe. */
const coffeeMaker: Drawing = () =>
  shadow(230) +
  `<rect x="100" y="70" width="200" height="60" rx="18" fill="url(#b)"/><rect x="100" y="110" width="64" height="228" rx="10" fill="url(#a)"/>` +
  `<rect x="100" y="306" width="200" height="32" rx="10" fill="url(#a)"/><rect x="196" y="124" width="44" height="18" rx="4" fill="#2b2b33"/>` +
  `<rect x="178" y="220" width="80" height="86" rx="12" fill="#fff"/><path d="M258 240q26 0 26 22t-26 22" fill="none" stroke="#fff" stroke-width="9"/>` +
  `<rect x="184" y="228" width="68" height="14" rx="7" fill="#6b4126"/>` +
  gloss(110, 130, 10, 160, 0.3);

/** A blender or food processor: a jar on a motor base. */
const blender: Drawing = (l) =>
  shadow(180) +
  `<path d="M130 70h150l-16 190H146z" fill="#e9f3fa" stroke="#cfe0ec" stroke-width="4"/><rect x="122" y="58" width="166" height="24" rx="8" fill="#2b2b33"/>` +
  `<path d="M280 100q40 0 40 40v60q0 30-40 30" fill="none" stroke="#cfe0ec" stroke-width="12"/>` +
  `<path d="M150 160h110l-6 96h-98z" fill="${l.light}" opacity=".8"/>` +
  `<path d="M132 256h146l14 82H118z" fill="url(#a)"/><circle cx="205" cy="300" r="16" fill="#2b2b33"/>` +
  gloss(146, 84, 8, 150, 0.7);

/** An electric kettle. */
const kettle: Drawing = (l) =>
  shadow(220) +
  `<path d="M270 120q50 0 50 50v80q0 40-40 40" fill="none" stroke="#2b2b33" stroke-width="20"/>` +
  `<path d="M130 110h140l16 206H114z" fill="url(#a)"/><path d="M130 110l-30-18h50z" fill="${l.dark}"/>` +
  `<rect x="132" y="88" width="136" height="28" rx="10" fill="#2b2b33"/><rect x="100" y="312" width="200" height="26" rx="8" fill="#2b2b33"/>` +
  gloss(146, 130, 10, 170);

/** An insulated tumbler or travel bottle with a handle. */
const tumbler: Drawing = (l) =>
  shadow(130) +
  `<path d="M254 120q56 0 56 50v60q0 40-56 50" fill="none" stroke="${l.dark}" stroke-width="18"/>` +
  `<path d="M136 92h128l-14 232q-1 14-16 14h-68q-15 0-16-14z" fill="url(#a)"/><rect x="130" y="72" width="140" height="34" rx="8" fill="url(#w)"/>` +
  `<rect x="214" y="40" width="12" height="40" rx="4" fill="#e3e6ea"/>` +
  fitText(200, 220, 90, 14, '#fff', l.brand) +
  gloss(150, 116, 10, 180);

/** Food storage: stacked containers with coloured lids. */
const containers: Drawing = () => {
  const tub = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y + 14}" width="${w}" height="${h}" rx="12" fill="#eef5fa" stroke="#cfdde8" stroke-width="3"/>` +
    `<rect x="${x - 6}" y="${y}" width="${w + 12}" height="22" rx="8" fill="url(#b)"/>`;
  return (
    shadow(260) + tub(76, 240, 130, 84) + tub(214, 200, 110, 124) + tub(110, 130, 160, 96) + gloss(124, 160, 60, 8, 0.6)
  );
};

/** A knife block with handles. */
const knifeBlock: Drawing = () => {
  let handles = '';
  for (let i = 0; i < 5; i++)
    handles += `<rect x="${128 + i * 26}" y="${74 + i * 6}" width="20" height="80" rx="8" fill="#2b2b33"/>`;
  return (
    shadow(220) +
    handles +
    `<path d="M112 140l140-20 58 218H100z" fill="#9a6a43"/><path d="M252 120l58 218h-20l-54-214z" fill="#6d4a2f"/>`
  );
};

/** A cutting board with a handle hole. */
const cuttingBoard: Drawing = (l) =>
  shadow(260) +
  `<rect x="80" y="90" width="240" height="240" rx="26" fill="url(#b)" transform="rotate(-6 200 210)"/>` +
  `<rect x="100" y="112" width="200" height="196" rx="18" fill="none" stroke="${l.dark}" stroke-width="5" transform="rotate(-6 200 210)"/>` +
  `<rect x="170" y="122" width="60" height="18" rx="9" fill="#efebe8" transform="rotate(-6 200 210)"/>`;

/** A waffle maker: a round iron with a grid. */
const waffleMaker: Drawing = (l) =>
  shadow(220) +
  `<rect x="108" y="250" width="184" height="88" rx="30" fill="url(#a)"/><ellipse cx="200" cy="196" rx="94" ry="70" fill="url(#b)"/>` +
  `<ellipse cx="200" cy="196" rx="60" ry="42" fill="${l.dark}"/><path d="M160 180h80M160 196h80M160 212h80M180 160v72M200 156v80M220 160v72" stroke="${l.light}" stroke-width="4"/>`;

/** A water filter pitcher. */
const pitcher: Drawing = (l) =>
  shadow(200) +
  `<path d="M270 110q50 10 46 70l-10 90q-4 30-36 30" fill="none" stroke="${l.main}" stroke-width="18"/>` +
  `<path d="M120 100h150v224q0 14-14 14H134q-14 0-14-14z" fill="#e9f3fa" stroke="#cfe0ec" stroke-width="4"/><path d="M120 100h150v40H120z" fill="url(#b)"/>` +
  `<path d="M124 200h142v124q0 10-10 10H134q-10 0-10-10z" fill="#a7d3ef" opacity=".6"/>` +
  gloss(132, 150, 8, 160, 0.8);

/** Drinking glasses. */
const glasses: Drawing = () => {
  const glass = (x: number, y: number, w: number) =>
    `<path d="M${x} ${y}h${w}l-8 ${338 - y}h-${w - 16}z" fill="#e9f3fa" stroke="#c6d6e2" stroke-width="4"/><rect x="${x + 10}" y="${y + 16}" width="8" height="${300 - y}" rx="4" fill="#fff"/>`;
  return shadow(270) + glass(70, 110, 80) + glass(166, 150, 86) + glass(268, 200, 70);
};

export const KITCHEN_DRAWINGS = {
  airFryer,
  pot,
  skillet,
  mixer,
  coffeeMaker,
  blender,
  kettle,
  tumbler,
  containers,
  knifeBlock,
  cuttingBoard,
  waffleMaker,
  pitcher,
  glasses,
};
