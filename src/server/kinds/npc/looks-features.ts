// Reads a game master's free-text notable features ('missing left eye, scar across the snout') for what they say,
// so the look can draw them and the appearance can say them in its own sentences.
import type { NpcMarkKind, NpcScarPlace, NpcSide } from '../../../shared/kinds/npc.js';

/** What the features ask for; a field left undefined leaves that part of the look to the seed. */
export interface FeatureRequest {
  missingEye?: { side: NpcSide | null; covered: 'eyepatch' | 'scarred-lid' };
  scars: { place: NpcScarPlace | 'cheek' | 'brow'; side: NpcSide | null }[];
  marks: { kind: NpcMarkKind; side: NpcSide | null; colour: string | null }[];
  snappedHorn?: NpcSide | null;
  /** true: a beard is asked for (in any style); false: clean-shaven. */
  beard?: boolean;
  beardWord?: string;
  hairless?: 'bald' | 'shaved';
  hairColour?: string;
  eyeColour?: string;
  skinColour?: string;
  limp: boolean;
  /** Clauses recognised as nothing drawable, kept as typed. */
  extras: string[];
}

/** Colour words a game master may type, and how the portrait paints them. */
export const COLOUR_WORDS: Readonly<Record<string, string>> = {
  black: '#1e1a19',
  'jet-black': '#141216',
  'raven-black': '#1f1d26',
  'blue-black': '#2a3448',
  white: '#ecebe6',
  'snow-white': '#f2f1ec',
  'ash-white': '#e4e2dc',
  grey: '#8a8a88',
  gray: '#8a8a88',
  'iron-grey': '#6e6e6c',
  silver: '#c9ccd2',
  gold: '#d4a83a',
  golden: '#d4a83a',
  blond: '#e5cc92',
  blonde: '#e5cc92',
  red: '#b0392a',
  'rust-red': '#b8382e',
  ginger: '#c0692f',
  copper: '#b8643a',
  auburn: '#9e4a28',
  brown: '#5c3f2d',
  'dark brown': '#3a291f',
  chestnut: '#85593a',
  green: '#3f7a4f',
  'deep green': '#2f6a3f',
  'dark green': '#2f5a3a',
  blue: '#3a6a9e',
  purple: '#6a3f8f',
  violet: '#8a5ad0',
  pink: '#d76e8e',
  orange: '#e0762e',
  yellow: '#e8c458',
  amber: '#c99a3a',
  hazel: '#6e6a30',
  bronze: '#a8713a',
  brass: '#c09a4a',
  crimson: '#a83a3a',
  'coal-black': '#2e2a30',
  pale: '#f6d8c2',
  dark: '#3a281a',
};

const SIDE = /\b(left|right)\b/;
const METALS: Readonly<Record<string, string>> = {
  silver: '#c9ced6',
  gold: '#d4a93a',
  golden: '#d4a93a',
  brass: '#c09a4a',
  copper: '#b8643a',
  iron: '#6a6e74',
  bone: '#e8dcc0',
};

function sideOf(text: string): NpcSide | null {
  const m = SIDE.exec(text);
  return m ? (m[1] as NpcSide) : null;
}

/** The colour word just before `noun` ('deep green scales' -> 'deep green'), if it is one we can paint. */
function colourBefore(text: string, noun: string): string | undefined {
  const m = new RegExp(`((?:[a-z]+[- ])?[a-z]+)[- ]${noun}\\b`).exec(text);
  if (!m) return undefined;
  const phrase = m[1]!;
  if (COLOUR_WORDS[phrase]) return phrase;
  const last = phrase.split(/[- ]/).pop() ?? '';
  return COLOUR_WORDS[last] ? phrase : undefined;
}

/** The hex of a colour phrase: a known word, or a known word made darker or paler. */
export function colourHex(phrase: string): string | undefined {
  const known = COLOUR_WORDS[phrase];
  if (known) return known;
  const words = phrase.split(/[- ]/);
  const base = COLOUR_WORDS[words[words.length - 1] ?? ''];
  if (!base) return undefined;
  const shade = words[0];
  if (shade === 'dark' || shade === 'deep') return darkenHex(base, 0.35);
  if (shade === 'pale' || shade === 'light') return lightenHex(base, 0.35);
  return base;
}

function channelMix(hex: string, toward: number, t: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.round(v + (toward - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
const darkenHex = (hex: string, t: number) => channelMix(hex, 0, t);
const lightenHex = (hex: string, t: number) => channelMix(hex, 255, t);

/** Where on the face a scar is, from the words around it. */
function scarPlace(clause: string, snout: boolean): NpcScarPlace | 'cheek' | 'brow' | null {
  if (/snout|muzzle/.test(clause)) return snout ? 'snout' : 'nose';
  if (/cheek|face/.test(clause)) return 'cheek';
  if (/eyebrow|brow|eye/.test(clause)) return 'brow';
  if (/forehead/.test(clause)) return 'forehead';
  if (/lip|mouth/.test(clause)) return 'lip';
  if (/jaw|chin/.test(clause)) return 'jaw';
  if (/nose/.test(clause)) return snout ? 'snout' : 'nose';
  // A scar with no place given is taken to be on the face, where people notice it.
  if (/arm|hand|neck|back|chest|leg|shoulder|knuckle|wrist|finger|belly|side/.test(clause)) return null;
  return 'cheek';
}

/** Splits the features into clauses at commas, semicolons, full stops and a joining 'and'. */
function clauses(text: string): string[] {
  return text
    .split(/[,;.\n]+|\s+and\s+(?=(?:a|an|has|wears|is|walks|one|no|missing|scar|bald|limps|speaks|the)\b)/i)
    .map((c) => c.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/** Parses the features; `race` decides what a snout or horn means. */
export function readFeatures(
  text: string | undefined,
  race: { snout: boolean; horns: boolean },
): FeatureRequest {
  const out: FeatureRequest = { scars: [], marks: [], limp: false, extras: [] };
  if (!text) return out;
  for (const raw of clauses(text)) {
    const c = raw.toLowerCase();
    let used = false;
    if (
      /eye ?patch|one-eyed|(missing|lost|no|blind in|empty) (?:(?:his|her|their|the|one|an?) )?(?:(?:left|right) )?eye\b/.test(
        c,
      )
    ) {
      out.missingEye = { side: sideOf(c), covered: /patch/.test(c) ? 'eyepatch' : 'scarred-lid' };
      used = true;
    }
    if (/\bhorn/.test(c) && /snapped|broken|missing|chipped|cracked|sawn|stump/.test(c) && race.horns) {
      out.snappedHorn = sideOf(c);
      used = true;
    }
    if (/\bscar/.test(c)) {
      const place = scarPlace(c, race.snout);
      if (place) {
        out.scars.push({ place, side: sideOf(c) });
        used = true;
      } else if (!used) {
        out.extras.push(raw);
        continue;
      }
    }
    const metal = /\b(silver|gold|golden|brass|copper|iron|bone)\b/.exec(c)?.[1];
    if (/ear ?-?rings?|earrings?/.test(c)) {
      out.marks.push({ kind: 'earring', side: sideOf(c), colour: METALS[metal ?? 'gold'] ?? null });
      used = true;
    }
    if (/nose ?-?(ring|stud)/.test(c)) {
      out.marks.push({ kind: 'nose-ring', side: sideOf(c), colour: METALS[metal ?? 'silver'] ?? null });
      used = true;
    }
    if (/tattoo/.test(c) && /face|cheek|brow|forehead|neck|temple|chin/.test(c)) {
      out.marks.push({ kind: 'tattoo', side: sideOf(c), colour: null });
      used = true;
    }
    if (/\bburn/.test(c) && /face|cheek|brow|forehead|neck|jaw/.test(c)) {
      out.marks.push({ kind: 'burn', side: sideOf(c), colour: null });
      used = true;
    }
    if (/freckle/.test(c)) {
      out.marks.push({ kind: 'freckles', side: null, colour: null });
      used = true;
    }
    if (/streak/.test(c) && /grey|gray|white|silver/.test(c)) {
      out.marks.push({ kind: 'grey-streak', side: sideOf(c), colour: null });
      used = true;
    }
    if (/\blimp/.test(c)) {
      out.limp = true;
      used = true;
    }
    if (/clean-?shaven|no beard|beardless/.test(c)) {
      out.beard = false;
      used = true;
    } else if (/\bbeard/.test(c)) {
      out.beard = true;
      out.beardWord = /braid/.test(c)
        ? 'braided'
        : /fork/.test(c)
          ? 'forked'
          : /long/.test(c)
            ? 'long'
            : undefined;
      used = true;
    }
    if (/\bbald\b/.test(c)) {
      out.hairless = 'bald';
      used = true;
    } else if (/shaved head|shaven head|head shaved|shaved bald/.test(c)) {
      out.hairless = 'shaved';
      used = true;
    }
    const hair = colourBefore(c, 'hair');
    if (hair) {
      out.hairColour = hair;
      used = true;
    }
    const eyes = colourBefore(c, 'eyes?');
    if (eyes && !out.missingEye) {
      out.eyeColour = eyes;
      used = true;
    }
    const skin = colourBefore(c, 'skin') ?? colourBefore(c, 'scales');
    if (skin) {
      out.skinColour = skin;
      used = true;
    }
    if (!used) out.extras.push(raw);
  }
  return out;
}
