// Which drawer draws each silhouette family: the one table to extend when a new family is added.
import { drawPotion, drawRing, drawRod, drawScroll, drawStaff, drawWand } from './arcane.js';
import { drawHeavyArmor, drawLightArmor, drawMediumArmor, drawShield } from './armor.js';
import { drawDagger, drawSword } from './blades.js';
import type { ItemFamily } from './classify.js';
import type { ItemDrawer } from './context.js';
import {
  drawBell,
  drawCandle,
  drawCasket,
  drawChalice,
  drawCompass,
  drawGoggles,
  drawHourglass,
  drawKey,
} from './curios.js';
import { drawAxe, drawMace, drawQuarterstaff, drawSpear, drawWarhammer } from './hafted.js';
import {
  drawBag,
  drawBook,
  drawFigurine,
  drawHorn,
  drawInstrument,
  drawLantern,
  drawMirror,
  drawOrb,
  drawRelic,
} from './objects.js';
import { drawBow, drawCrossbow } from './ranged.js';
import { drawSling } from './sling.js';
import { drawWhip } from './whip.js';
import {
  drawAmulet,
  drawBelt,
  drawBoots,
  drawBracers,
  drawCloak,
  drawGloves,
  drawHelm,
  drawMask,
} from './worn.js';

export const FAMILY_DRAWERS: Readonly<Record<ItemFamily, ItemDrawer>> = {
  sword: drawSword,
  dagger: drawDagger,
  axe: drawAxe,
  mace: drawMace,
  warhammer: drawWarhammer,
  spear: drawSpear,
  bow: drawBow,
  crossbow: drawCrossbow,
  quarterstaff: drawQuarterstaff,
  whip: drawWhip,
  sling: drawSling,
  'light-armor': drawLightArmor,
  'medium-armor': drawMediumArmor,
  'heavy-armor': drawHeavyArmor,
  shield: drawShield,
  ring: drawRing,
  rod: drawRod,
  staff: drawStaff,
  wand: drawWand,
  scroll: drawScroll,
  potion: drawPotion,
  amulet: drawAmulet,
  cloak: drawCloak,
  boots: drawBoots,
  gloves: drawGloves,
  belt: drawBelt,
  helm: drawHelm,
  bracers: drawBracers,
  orb: drawOrb,
  book: drawBook,
  lantern: drawLantern,
  figurine: drawFigurine,
  bag: drawBag,
  horn: drawHorn,
  mirror: drawMirror,
  mask: drawMask,
  instrument: drawInstrument,
  key: drawKey,
  candle: drawCandle,
  hourglass: drawHourglass,
  compass: drawCompass,
  goggles: drawGoggles,
  bell: drawBell,
  chalice: drawChalice,
  casket: drawCasket,
  relic: drawRelic,
};
