// What the blind readers of this round reported of items, each as a class over many items: empty rumours, 'its'
// for a pair, garbled openings and vessels, contradictions (a plain ring covered in runes, bracers 'worn with any
// armor' that work only without, a monk in plate, a targe drawn as a kite), charges nothing spends, the event named
// in full again and again, and pictures that draw a sling as a sword or a longsword curved.
import { describe, expect, it } from 'vitest';
import {
  ITEM_ARMOR_TYPES,
  ITEM_ART_STYLES,
  ITEM_RARITIES,
  ITEM_TYPES,
  ITEM_WEAPON_TYPES,
  type MagicItemData,
  type MagicItemRequestInput,
  magicItemRequestSchema,
} from '../../../shared/kinds/magic-item.js';
import { createRng } from '../../engine/rng.js';
import { generateMagicItem } from './generate.js';
import { drawMagicItem } from './item-art.js';
import { shortEvent, soundFor } from './text/record.js';

const rng = createRng('reader-round', 'magic-item-tests');
const items: { item: MagicItemData; seed: number }[] = [];
for (let i = 0; i < 1500; i++) {
  const type = rng.chance(0.1) ? undefined : rng.pick(ITEM_TYPES);
  const input: MagicItemRequestInput = {
    rarity: rng.pick(ITEM_RARITIES),
    ...(type ? { type } : {}),
    artStyle: rng.pick(ITEM_ART_STYLES),
  };
  if (type === 'Weapon') input.weaponType = rng.pick(ITEM_WEAPON_TYPES);
  if (type === 'Armor') input.armorType = rng.pick(ITEM_ARMOR_TYPES);
  if (input.weaponType === 'Other') input.specificType = rng.pick(['trident', 'sling', 'whip', 'dart']);
  if (input.armorType === 'Other') input.specificType = rng.pick(['bracers', 'helm', 'gauntlets']);
  const seed = rng.nextUint32();
  items.push({ item: generateMagicItem(magicItemRequestSchema.parse(input), seed), seed });
}
const PLURAL = /^(Boots|Gloves|Bracers|Gauntlets|Goggles|Armor \(bracers\)|Armor \(gauntlets\))$/;
const prose = (i: MagicItemData) => [i.description, i.history, i.appearance, ...i.quirks].join(' ');

describe('what the blind readers reported', () => {
  it('answers every rumour with a fact, never an empty "the truth is stranger"', () => {
    let rumours = 0;
    for (const { item, seed } of items) {
      expect(item.history, `seed ${seed}`).not.toMatch(
        /the truth is (stranger|smaller and sadder)|the one who knew best was|only rumours said otherwise/,
      );
      if (/ballad-singers claim|will tell you|A story goes about|they say/.test(item.history)) rumours++;
    }
    // An arc among many, not the opening of one history in four.
    expect(rumours).toBeLessThan(items.length * 0.12);
  });

  it('calls a pair "their", and makes its verbs agree ("they sigh", "the bracers are")', () => {
    const sounds = /\bthey (crackles|creaks|snaps|rumbles|hisses|rustles|sighs|rings|thrums|murmurs)\b/i;
    let pairs = 0;
    for (const { item, seed } of items) {
      if (!PLURAL.test(item.subtype)) continue;
      pairs++;
      const at = `seed ${seed} ${item.subtype}: ${item.appearance}`;
      expect(item.appearance, at).not.toMatch(
        /\bits (eyelets|pieces|buckles|fittings|edges|fastenings|rows of studs)\b/,
      );
      expect(item.appearance, at).not.toMatch(sounds);
      // 'Clouded quartz ... makes this goggles': a pair is 'these', and is framed as 'them'.
      expect(item.appearance, at).not.toMatch(/\bmakes this (boots|gloves|bracers|gauntlets|goggles)\b/i);
      expect(item.appearance, at).not.toMatch(/\b(goggles|bracers|boots|gloves)\b[^.]*; [^.;]* frames it\./i);
      expect(item.abilities.join(' '), at).not.toMatch(/\b(bracers|boots|gloves|gauntlets|goggles) is\b/);
      // 'While the sun was dark, Helgrine were the only light': a pair called by a bare name is 'the boots'.
      expect(item.history, at).not.toMatch(
        /(^|[.,] )(?!They\b)[A-Z][a-z]+ were (the|what|carried|blooded|in)\b/,
      );
    }
    expect(pairs).toBeGreaterThan(20);
    expect(soundFor('snaps and hisses like a coming storm', true)).toBe('snap and hiss like a coming storm');
    expect(soundFor('sighs like wind over a barrow', false)).toBe('sighs like wind over a barrow');
  });

  it('writes whole openings: no "A longsword. A blade ...", no "a violet glass squat jar", no word twice', () => {
    for (const { item, seed } of items) {
      const at = `seed ${seed}: ${item.appearance}`;
      expect(item.appearance, at).not.toMatch(/^An? [\w’-]+( [\w’-]+)?\. /);
      expect(item.appearance, at).not.toMatch(
        /glass (squat|round|conical|teardrop|heart-shaped|gourd-shaped) (jar|flask|bottle)/,
      );
      expect(item.appearance, at).not.toMatch(/finish it\./);
      expect(item.appearance, at).not.toMatch(/smells? of ([a-z ]{6,})\b[\s\S]*smells? of \1/);
      expect(prose(item), at).not.toMatch(/\b(\w{3,}) \1\b/i);
      // A maker's mark is known 'for their work' where it is, with no clause breaking the sentence.
      expect(item.appearance, at).not.toMatch(/would know .*, under the \w+ for /);
    }
  });

  it('never says a ring is plain and unadorned, nor cuts facets in a pearl, nor runes into "its brooch"', () => {
    for (const { item, seed } of items) {
      const at = `seed ${seed}: ${item.appearance}`;
      expect(item.appearance, at).not.toMatch(/unadorned/);
      expect(item.appearance, at).not.toMatch(/pearl[^.]*(facets|eight-sided)/);
      expect(item.appearance, at).not.toMatch(/its brooch\b/);
      // Bracers and helms have no shoulder or collar; a garland of words has no stray comma ('pendant, on a chain').
      if (/Bracers|Gauntlets|Helm/.test(item.subtype))
        expect(item.appearance, at).not.toMatch(/under one shoulder|inside the collar/);
      expect(item.appearance, at).not.toMatch(/pendant, on a chain/);
      expect(item.appearance, at).not.toMatch(/(^|\. )Two [^.]* is (traced|drawn|inked|set down)/);
      expect(item.appearance, at).not.toMatch(/for an? (shaft|grip|hilt|haft)\b/);
      expect(item.appearance, at).not.toMatch(/\b(Their|Its) (clasps|heels|lenses|fingertips|plates) is\b/);
    }
  });

  it('gives a temperature once: not "always faintly cold" and "a little warmer than the room"', () => {
    for (const { item, seed } of items) {
      const text = item.appearance;
      const cold = /faintly (cold|chill)|cold and dry|cold in the hand|numbingly cold/.test(text);
      const warm = /warmer than the room|faintly (warm|sun-warm)|warm at the grip/.test(text);
      expect(cold && warm, `seed ${seed}: ${text}`).toBe(false);
    }
  });

  it('asks no monk or druid to attune to metal armour', () => {
    for (const { item, seed } of items) {
      if (!/^(Medium|Heavy) Armor/.test(item.subtype)) continue;
      expect(item.attunementRequirements ?? '', `seed ${seed} ${item.subtype}`).not.toMatch(/monk|druid/);
    }
  });

  it('gives every wand, staff and rod a property that spends its charges', () => {
    for (const { item, seed } of items) {
      if (item.charges === null) continue;
      expect(item.abilities.join(' '), `seed ${seed} ${item.rarity} ${item.subtype}`).toMatch(/\bcharges?\b/);
    }
  });

  it('says bracers of defense work without armour, not that they add nothing', () => {
    for (const { item, seed } of items) {
      const defense = item.abilities.some((a) => /and no armor, and carry no shield/.test(a));
      if (!defense || item.type !== 'Armor') continue;
      expect(item.description, `seed ${seed}`).toMatch(/unless no armor is worn/);
    }
  });

  it('names the event in full once, then short ("the siege"), and never leads with a name it introduces', () => {
    const full =
      /(the siege of|the founding of|the Great Fire of|the poisoning of the court at|the night the dead rose in|the hunt for the dragon|the war against the warlord|the collapse of the deep mines under|the draining of the fens around|the rebellion in|the black-sun eclipse over) [A-Z]/g;
    for (const { item, seed } of items) {
      const told = [item.description, item.history, item.appearance, ...item.quirks].join(' ');
      expect((told.match(full) ?? []).length, `seed ${seed}: ${told}`).toBeLessThanOrEqual(1);
      const first = item.description.split(/(?<=\.) /)[0] ?? '';
      if (/^(To|For) /.test(first)) {
        const lead = first.slice(0, first.indexOf(','));
        const rest = first.slice(first.indexOf(','));
        for (const name of lead.slice(4).match(/\b[A-Z][\p{L}’'-]+/gu) ?? [])
          expect(rest.includes(name.replace(/’s$/, '')), `seed ${seed}: ${first}`).toBe(false);
      }
    }
    expect(shortEvent('the war against the warlord Brakek Longbrow')).toBe('the war');
    expect(shortEvent('the Year of Shared Dreams in Stonefall')).toBe('the Year of Shared Dreams');
    expect(shortEvent('the Long Winter')).toBe('the Long Winter');
  });

  it('never tells of an owner by a trade just drawn, nor of the widow of a wet nurse', () => {
    for (const { item, seed } of items) {
      expect(item.history, `seed ${seed}`).not.toMatch(/\band from (a|an|the) [^,.]+ to nobody/);
      expect(item.history, `seed ${seed}`).not.toMatch(
        /(widow|daughter) of an? (wet nurse|midwife|abbess|schoolmistress|fishwife|herbwife|goose-girl)/,
      );
      expect(item.history, `seed ${seed}`).not.toMatch(/^(Afterwards|Then) /);
      expect(item.history, `seed ${seed}`).not.toMatch(
        /apprenticed to an? (wet nurse|midwife|abbess|goose-girl|fishwife|herbwife|minor lord|harpist)/,
      );
      // Clauses are not stacked on 'and': 'used it for X, and for nothing else and at last fled'.
      expect(item.history, `seed ${seed}`).not.toMatch(/, and [^,.;]+ and (at last|pawned|sold|lost|gave)/);
    }
  });

  it('never calls a kite or heater shield a targe, nor a suit of mail "Sure Plate"', () => {
    for (const { item, seed } of items.slice(0, 600)) {
      expect(item.abilities.join(' '), `seed ${seed}`).not.toMatch(/Sure Plate/);
      if (
        item.look?.shape &&
        item.type === 'Armor' &&
        /shield/i.test(item.subtype) &&
        item.look.shape !== 'round'
      )
        expect(item.name, `seed ${seed} ${item.look.shape}`).not.toMatch(/Targe/);
    }
  });
});

describe('pictures that agree with the words', () => {
  it('draws a sling as a sling, not a sword', () => {
    let slings = 0;
    for (const { item, seed } of items) {
      if (item.subtype !== 'Sling') continue;
      slings++;
      expect(drawMagicItem(item, seed), `seed ${seed}`).toContain('data-family="sling"');
    }
    expect(slings).toBeGreaterThan(1);
  });

  it('draws a dart as a thrown point on a shaft, not a sword', () => {
    let darts = 0;
    for (const { item, seed } of items) {
      if (item.subtype !== 'Dart') continue;
      darts++;
      expect(drawMagicItem(item, seed), `seed ${seed}`).toContain('data-family="spear"');
    }
    expect(darts).toBeGreaterThan(1);
  });

  it('draws the blade the words give, and a longsword the words leave unshaped straight, never curved', () => {
    let swords = 0;
    for (const { item, seed } of items) {
      if (item.type !== 'Weapon' || !/longsword|greatsword|shortsword/i.test(item.subtype)) continue;
      swords++;
      const blade = /data-drawn-blade="([a-z]+)"/.exec(drawMagicItem(item, seed))?.[1];
      const at = `seed ${seed}: ${item.appearance.split('.')[0]}`;
      if (/gently curved/.test(item.appearance)) expect(blade, at).toBe('curved');
      else expect(blade, at).not.toMatch(/curved|wavy|falchion/);
      if (/leaf-shaped/.test(item.appearance)) expect(blade, at).toBe('leaf');
    }
    expect(swords).toBeGreaterThan(10);
  });
});
