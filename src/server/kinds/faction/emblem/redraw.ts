// Regenerate Emblem: new arms for a faction from a new seed, still bearing what its words name but visibly unlike the
// current ones, with the blazon rewritten and every sentence that describes the badge rewritten with it.
import type { Arms, FactionData } from '../../../../shared/kinds/faction.js';
import { createArtRng } from '../../../art/art-rng.js';
import { armsKey, chooseArms } from './arms.js';
import { badgeOf } from './badge.js';
import { blazonOf } from './blazon.js';
import { readArmsWords } from './lexicon.js';

/** The parts of a coat of arms the eye tells apart, each compared whole. */
function features(arms: Arms): string[] {
  const shows = arms.charge.count > 0;
  return [
    arms.field,
    arms.division.type === 'none' ? 'none' : `${arms.division.type} ${arms.division.tincture}`,
    arms.ordinary.type === 'none' ? 'none' : `${arms.ordinary.type} ${arms.ordinary.tincture}`,
    shows ? arms.charge.type : '-',
    shows ? (arms.charge.proper ?? arms.charge.tincture) : '-',
    arms.charge.semy ? 'semy' : String(arms.charge.count),
    arms.second ? `${arms.second.count} ${arms.second.type} ${arms.second.tincture}` : 'none',
  ];
}

/**
 * Whether `b` looks unlike `a` at a glance: at least two of field, division, ordinary, charge, its tincture and
 * its count differ, and the badge the prose names reads differently.
 */
export function visiblyDifferent(a: Arms, b: Arms): boolean {
  const fa = features(a);
  const fb = features(b);
  const differ = fa.filter((f, i) => f !== fb[i]).length;
  return differ >= 2 && armsKey(a) !== armsKey(b) && badgeOf(a) !== badgeOf(b);
}

type RedrawFacts = Pick<
  FactionData,
  'name' | 'purpose' | 'alignment' | 'secrecy' | 'size' | 'emblemStyle' | 'arms'
>;

/**
 * New arms from `seed` for the faction whose arms are `faction.arms`: the charges and tinctures its words named
 * (kept on the arms; read again from its name for arms decided before they were kept) are still borne.
 */
export function redrawArms(faction: RedrawFacts, seed: number): Arms {
  const current = faction.arms;
  const named = current.named ?? readArmsWords({ name: faction.name }).named;
  const root = createArtRng(seed, `arms-redraw/${faction.purpose}/${faction.alignment}/${faction.secrecy}`);
  return chooseArms(faction, named, [], root, (arms) => visiblyDifferent(current, arms));
}

/** Replaces `from` by `to` in every string of a JSON-like value (and a sentence-initial, capitalised `from`). */
function replaceEverywhere<T>(value: T, from: string, to: string): T {
  const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const swap = (s: string) => s.split(from).join(to).split(upper(from)).join(upper(to));
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return swap(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/**
 * The faction with new arms from `seed`: its blazon written from them, and its badge phrase replaced in every
 * string of the record, so the new picture, the blazon and the text agree. Pure and deterministic.
 */
export function redrawFaction(faction: FactionData, seed: number): FactionData {
  const arms = redrawArms(faction, seed);
  // The arms and blazon are replaced whole below; only the prose needs the badge swapped.
  const text = replaceEverywhere(faction, badgeOf(faction.arms), badgeOf(arms));
  return { ...text, arms, blazon: blazonOf(arms) };
}
