// Typed occupations (issue 20): a 'ship captain' gets a ship's story, hooks and gear, never a town guard's, and every
// typed trade lands in the text in correct English ('a ship captain', never 'one night of ship captain work').
import { describe, expect, it } from 'vitest';
import { type NpcData, npcRequestSchema } from '../../../../shared/kinds/npc.js';
import { indefiniteArticle } from '../../../engine/english.js';
import { createRng } from '../../../engine/rng.js';
import { generateNpc } from '../generate.js';
import { archetypeFor } from '../stats/stat-block.js';
import { cleanOccupation, resolveOccupation } from './occupations.js';
import { familyOf } from './trades.js';

// Our own list of trades a game master might type, of every family and of none.
const TYPED = [
  // the sea and the river
  'ship captain',
  'sea captain',
  'ferryman',
  'ferrywoman',
  'sailor',
  'deckhand',
  'boatswain',
  'navigator',
  'harbourmaster',
  'fisherman',
  'fisherwoman',
  'bargee',
  'river pilot',
  'shipwright',
  'lighthouse keeper',
  'pearl diver',
  'whaler',
  'dockhand',
  'sailmaker',
  'net maker',
  'privateer',
  'pirate',
  'smuggler captain',
  'boatman',
  'waterman',
  // healing and the dead
  'midwife',
  'physician',
  'herbalist',
  'surgeon',
  'nurse',
  'bonesetter',
  'wise woman',
  'plague doctor',
  'dentist',
  'barber-surgeon',
  'leech',
  'gravedigger',
  'undertaker',
  'sexton',
  'embalmer',
  'coffin maker',
  'mourner',
  // crafts
  'carpenter',
  'cooper',
  'potter',
  'weaver',
  'tailor',
  'seamstress',
  'cobbler',
  'shoemaker',
  'glassblower',
  'jeweller',
  'goldsmith',
  'silversmith',
  'tinsmith',
  'tanner',
  'stonemason',
  'wheelwright',
  'chandler',
  'bookbinder',
  'locksmith',
  'clockmaker',
  'tinker',
  'dyer',
  'ropemaker',
  'bowyer',
  'fletcher',
  'candlemaker',
  'woodcarver',
  'saddler',
  'leatherworker',
  'cartwright',
  'thatcher',
  'sculptor',
  'painter',
  'engraver',
  'printer',
  'papermaker',
  'toymaker',
  'glazier',
  'joiner',
  'basket weaver',
  'lacemaker',
  'hatter',
  'milliner',
  'furrier',
  'cutler',
  'gem cutter',
  'roofer',
  'plasterer',
  'instrument maker',
  'mapmaker',
  // food and drink
  'baker',
  'butcher',
  'cook',
  'chef',
  'brewer',
  'miller',
  'fishmonger',
  'cheesemaker',
  'vintner',
  'confectioner',
  'grocer',
  'distiller',
  'pastry cook',
  'cider maker',
  'spice seller',
  'milkmaid',
  'poulterer',
  'mead maker',
  // animals
  'beekeeper',
  'shepherd',
  'shepherdess',
  'stablehand',
  'falconer',
  'kennel master',
  'swineherd',
  'horse trader',
  'groom',
  'goatherd',
  'ostler',
  'cowherd',
  'dog breeder',
  'beast tamer',
  'horse breeder',
  'rat catcher',
  'snake charmer',
  'houndmaster',
  // learning
  'scribe',
  'cartographer',
  'librarian',
  'scholar',
  'sage',
  'teacher',
  'tutor',
  'clerk',
  'notary',
  'astronomer',
  'archivist',
  'translator',
  'historian',
  'bookseller',
  'philosopher',
  'lawyer',
  'accountant',
  'bookkeeper',
  'schoolmaster',
  'schoolmistress',
  'mathematician',
  'engineer',
  'architect',
  'surveyor',
  'copyist',
  'chronicler',
  'naturalist',
  'botanist',
  // performers
  'actor',
  'actress',
  'juggler',
  'acrobat',
  'dancer',
  'storyteller',
  'puppeteer',
  'jester',
  'musician',
  'singer',
  'fiddler',
  'piper',
  'drummer',
  'poet',
  'playwright',
  'mummer',
  'harpist',
  'tumbler',
  'fire-eater',
  'ringmaster',
  'clown',
  'showman',
  // service
  'barber',
  'launderer',
  'washerwoman',
  'servant',
  'maid',
  'butler',
  'town crier',
  'lamplighter',
  'chimney sweep',
  'housekeeper',
  'valet',
  'nursemaid',
  'porter',
  'footman',
  'scullion',
  'bathhouse keeper',
  'wigmaker',
  'perfumer',
  'matchmaker',
  'pawnbroker',
  'moneylender',
  'banker',
  'landlady',
  'gardener',
  // arms
  'mercenary',
  'soldier',
  'knight',
  'sellsword',
  'militiaman',
  'archer',
  'crossbowman',
  'squire',
  'bodyguard',
  'veteran',
  'warrior',
  'gladiator',
  'duellist',
  'fencing master',
  'man-at-arms',
  'pikeman',
  'bounty hunter',
  'drill sergeant',
  'captain of the guard',
  // office
  'magistrate',
  'judge',
  'tax collector',
  'bailiff',
  'reeve',
  'mayor',
  'constable',
  'sheriff',
  'steward',
  'herald',
  'diplomat',
  'ambassador',
  'councillor',
  'alderman',
  'chancellor',
  'jailer',
  'warden',
  'customs officer',
  'toll keeper',
  'assessor',
  'envoy',
  'courtier',
  'seneschal',
  'chamberlain',
  'coroner',
  // the road
  'carter',
  'wagoner',
  'caravan master',
  'coachman',
  'teamster',
  'muleteer',
  'courier',
  'messenger',
  'drover',
  'mountain guide',
  // the wild
  'hunter',
  'trapper',
  'woodcutter',
  'charcoal burner',
  'forager',
  'herb gatherer',
  'miner',
  'prospector',
  'quarryman',
  'huntsman',
  'gamekeeper',
  'beachcomber',
  'treasure hunter',
  'explorer',
  'mushroom picker',
  // crime
  'fence',
  'forger',
  'spy',
  'assassin',
  'poacher',
  'con artist',
  'swindler',
  'gambler',
  'cardsharp',
  'informer',
  'blackmailer',
  'grave robber',
  'counterfeiter',
  'beggar',
  'loan shark',
  // faith and magic
  'monk',
  'nun',
  'hermit',
  'pilgrim',
  'oracle',
  'prophet',
  'templar',
  'paladin',
  'abbot',
  'abbess',
  'inquisitor',
  'missionary',
  'shrine keeper',
  'preacher',
  'mendicant friar',
  'witch',
  'warlock',
  'necromancer',
  'druid',
  'shaman',
  'diviner',
  'astrologer',
  'fortune teller',
  'seer',
  'hedge mage',
  'illusionist',
  'artificer',
  'runesmith',
  // trades no family knows
  'ice cutter',
  'bell ringer',
  'dream interpreter',
  'kite maker',
  'cloud watcher',
  'professional mourner of cats',
  'keeper of the royal hounds',
  'lockkeeper',
  'well digger',
  'sign painter',
  'whistle carver',
  'puzzle maker',
] as const;

const adult = (occupation: string) =>
  npcRequestSchema.parse({
    race: 'random',
    gender: 'random',
    occupation,
    age: 'adult',
    socialClass: 'random',
    artStyle: 'fantasy',
  });

const prose = (npc: NpcData) =>
  [
    npc.personality,
    npc.backstory,
    ...npc.traits,
    ...npc.mannerisms,
    ...npc.motivations,
    ...npc.secrets,
    ...npc.flaws,
    ...npc.plotHooks.flatMap((h) => [h.title, h.description]),
  ].join(' | ');

/** Words of a town guard's life: a ship captain has no gate to keep. */
const GUARD_LIFE =
  /\b(?:watch-house|gatehouse|gate pass(?:es)?|night rounds|walks the walls|junior watch officer|stands watch at|the gate on)\b/i;

describe(`${TYPED.length} typed occupations`, () => {
  it('are our own list of a few hundred, each read as typed', () => {
    expect(TYPED.length).toBeGreaterThanOrEqual(300);
    expect(new Set(TYPED).size).toBe(TYPED.length);
  });

  it('each land in the text, named with the right article, never as a noun before "work" or "trade"', () => {
    const rng = createRng('typed', 'occupations');
    for (const typed of TYPED) {
      for (let i = 0; i < 3; i++) {
        const seed = rng.nextUint32();
        const npc = generateNpc(adult(typed), seed);
        const word = cleanOccupation(typed);
        const text = prose(npc);
        const at = `${typed} (seed ${seed})`;
        expect(npc.occupation, at).toBe(word);
        expect(text.toLowerCase(), at).toContain(word.toLowerCase());
        // 'a ostler', 'an beekeeper' and the like.
        for (const m of text.matchAll(new RegExp(`\\b(a|an) ${word.replace(/[-]/g, '\\-')}\\b`, 'gi'))) {
          expect(m[1]?.toLowerCase(), at).toBe(indefiniteArticle(word));
        }
        // A person's trade is not an adjective: 'ship captain work', 'the beekeeper trade', 'gravedigger customers'.
        expect(text, at).not.toMatch(
          new RegExp(`\\b${word} (?:work|trade|business|customers|job|tools|kit)\\b`, 'i'),
        );
        // Never spliced English.
        expect(text, at).not.toMatch(/[#{}[\]<>]|\bundefined\b| {2}| ,| \.|\.\.|,\./);
        expect(text, at).not.toMatch(/\b(\p{L}+) \1\b/iu);
      }
    }
  });

  it('give the trades of the sea, the sick, the dead and the hives their own families', () => {
    expect(familyOf('ship captain')).toBe('sea');
    expect(familyOf('ferryman')).toBe('sea');
    expect(familyOf('cartographer')).toBe('learned');
    expect(familyOf('beekeeper')).toBe('bees');
    expect(familyOf('midwife')).toBe('healer');
    expect(familyOf('gravedigger')).toBe('burial');
    const known = TYPED.filter((t) => resolveOccupation(t, createRng(0)).profile === 'custom');
    const placed = known.filter((t) => familyOf(cleanOccupation(t)) !== undefined);
    // Most typed trades are understood; the rest are still written about in good English (above).
    expect(placed.length / known.length).toBeGreaterThan(0.9);
  });

  it('give a ship captain a ship’s story and hooks, and arms and armour that are not a town guard’s', () => {
    const request = adult('ship captain');
    let ships = 0;
    for (let seed = 0; seed < 60; seed++) {
      const npc = generateNpc({ ...request, statBlock: true }, seed);
      const text = prose(npc);
      expect(text, `seed ${seed}`).not.toMatch(GUARD_LIFE);
      if (/\b(?:ship|vessel|crew|cargo|harbour|coast|quay|sail\w*|voyage)\b/i.test(text)) ships++;
      expect(
        npc.statBlock?.actions.some((a) => /^Spear$/.test(a.name)),
        `seed ${seed}`,
      ).toBe(false);
      expect(npc.plotHooks.map((h) => h.description).join(' '), `seed ${seed}`).not.toMatch(
        /ship captain work/,
      );
    }
    expect(ships).toBeGreaterThanOrEqual(57);
    expect(archetypeFor('custom', 'sea').line).not.toBe('guard');
  });

  it('keep every other typed trade out of the town guard’s life', () => {
    for (const typed of TYPED) {
      const family = familyOf(cleanOccupation(typed));
      if (
        family === 'soldier' ||
        family === 'official' ||
        resolveOccupation(typed, createRng(0)).profile === 'guard'
      )
        continue;
      const npc = generateNpc(adult(typed), 7);
      expect(prose(npc), typed).not.toMatch(GUARD_LIFE);
    }
  });
});
