// The NPC as a 5etools `monster` (issue 25): its stat block in 5etools' fields and tags, its looks, manner and story
// as the creature's fluff, so 5etools shows the character, not only the numbers. An NPC without a stat block has no
// entry (it has nothing a bestiary can hold).
import type { Entity } from '../../../shared/content.js';
import type { NpcData } from '../../../shared/kinds/npc.js';
import { type FiveToolsEntry, fiveToolsTags } from '../../export/fivetools.js';

const ALIGNMENT_LETTERS: Record<string, string> = {
  lawful: 'L',
  neutral: 'N',
  chaotic: 'C',
  good: 'G',
  evil: 'E',
  unaligned: 'U',
  any: 'A',
};

/** 'lawful neutral' → ['L', 'N']; 'neutral' → ['N']. */
function alignment(words: string): string[] {
  const letters = words
    .toLowerCase()
    .split(/\s+/)
    .flatMap((word) => ALIGNMENT_LETTERS[word] ?? []);
  return letters.length ? [...new Set(letters)] : ['U'];
}

/** '30 ft., climb 30 ft.' → { walk: 30, climb: 30 }. */
function speed(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of text.split(',')) {
    const [, mode = 'walk', feet] = /^\s*(?:(walk|burrow|climb|fly|swim)\s+)?(\d+)\s*ft/i.exec(part) ?? [];
    if (feet) out[mode.toLowerCase()] = Number(feet);
  }
  return Object.keys(out).length ? out : { walk: 30 };
}

const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);

export function npcFiveTools(npc: Entity<NpcData>): FiveToolsEntry | null {
  const block = npc.statBlock;
  if (!block) return null;
  const [, type = block.type, tag] = /^(.+?) \((.+)\)$/.exec(block.type) ?? [];
  const entry: Record<string, unknown> = {
    name: npc.name,
    isNpc: true,
    isNamedCreature: true,
    size: [block.size === 'Small' ? 'S' : 'M'],
    type: tag ? { type, tags: [tag] } : type,
    alignment: alignment(block.alignment),
    ac: block.armorNote
      ? [{ ac: block.armorClass, from: block.armorNote.split(/,\s*/) }]
      : [block.armorClass],
    hp: /d/.test(block.hitDice)
      ? { average: block.hitPoints, formula: block.hitDice.replace(/\s+/g, ' ') }
      : { special: String(block.hitPoints) },
    speed: speed(block.speed),
    str: block.abilities.str,
    dex: block.abilities.dex,
    con: block.abilities.con,
    int: block.abilities.int,
    wis: block.abilities.wis,
    cha: block.abilities.cha,
    passive: block.passivePerception,
    cr: block.challengeRating,
    action: block.actions.map((action) => ({ name: action.name, entries: [fiveToolsTags(action.text)] })),
    fluff: {
      entries: [npc.appearance, npc.personality, npc.backstory].filter((text) => text.trim()),
    },
  };
  if (block.savingThrows.length) {
    entry.save = Object.fromEntries(
      block.savingThrows.map((save) => [save.ability.slice(0, 3).toLowerCase(), signed(save.bonus)]),
    );
  }
  if (block.skills.length) {
    entry.skill = Object.fromEntries(
      block.skills.map((skill) => [skill.name.toLowerCase(), signed(skill.bonus)]),
    );
  }
  const senses = block.senses.filter((sense) => !/passive perception/i.test(sense));
  if (senses.length) entry.senses = senses;
  if (block.damageResistances.length) entry.resist = block.damageResistances;
  if (block.languages.length) entry.languages = block.languages;
  if (block.traits.length) {
    entry.trait = block.traits.map((trait) => ({ name: trait.name, entries: [fiveToolsTags(trait.text)] }));
  }
  return { array: 'monster', entry };
}
