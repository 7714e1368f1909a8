// The one lookup from a charge's name to its drawing (built on first use, then kept for the process).
import type { Charge } from '../../../../../shared/kinds/faction.js';
import { bear, boar, dragon, fox, griffin, horse, lion, stag, wolf } from './beasts.js';
import { bee, dove, eagle, fish, owl, raven, serpent, spider } from './creatures.js';
import type { ChargeArt } from './kit.js';
import { garb, mountain, tower, tree } from './nature.js';
import {
  anchor,
  bell,
  book,
  chalice,
  coin,
  crown,
  hourglass,
  key,
  lantern,
  quill,
  scales,
  ship,
  wheel,
} from './objects.js';
import {
  crescent,
  escallop,
  eye,
  flame,
  fleurDeLis,
  hand,
  heart,
  mask,
  mullet,
  rose,
  skull,
  sun,
} from './symbols.js';
import { anvil, axe, bow, dagger, hammer, spear, sword } from './weapons.js';

export type { ChargeArt, ChargeLayer } from './kit.js';

const DRAWERS: Record<Charge, () => ChargeArt> = {
  lion,
  wolf,
  bear,
  boar,
  stag,
  horse,
  fox,
  serpent,
  dragon,
  griffin,
  eagle,
  raven,
  owl,
  dove,
  fish,
  spider,
  bee,
  sword,
  dagger,
  axe,
  spear,
  bow,
  hammer,
  anvil,
  key,
  scales,
  quill,
  wheel,
  ship,
  anchor,
  crown,
  eye,
  skull,
  crescent,
  mullet,
  sun,
  tower,
  tree,
  flame,
  hand,
  book,
  coin,
  chalice,
  hourglass,
  rose,
  'fleur-de-lis': fleurDeLis,
  mask,
  mountain,
  garb,
  lantern,
  bell,
  heart,
  escallop,
};

const cache = new Map<Charge, ChargeArt>();

/** The drawing of a charge in its 100 x 100 box. */
export function chargeArt(charge: Charge): ChargeArt {
  const known = cache.get(charge);
  if (known) return known;
  const drawer = DRAWERS[charge];
  if (!drawer) throw new Error(`chargeArt: no drawing for ${charge}`);
  const made = drawer();
  cache.set(charge, made);
  return made;
}
