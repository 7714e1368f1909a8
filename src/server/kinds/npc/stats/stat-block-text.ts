// A stat block as the lines every export shows, in the familiar order: the line under the name, the defence
// properties, the six abilities, the other properties, then traits and actions. The PDF and Markdown arrange these.
import type { NpcStatBlock } from '../../../../shared/kinds/npc.js';
import { scoreText, signed } from './stat-block.js';

export type StatProperty = readonly [label: string, value: string];

export const ABILITY_LABELS = ['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'] as const;

export interface StatBlockText {
  /** 'Medium humanoid (elf), neutral good'. */
  readonly subtitle: string;
  readonly defence: readonly StatProperty[];
  /** '14 (+2)' for each ability, in ABILITY_LABELS' order. */
  readonly abilities: readonly string[];
  readonly details: readonly StatProperty[];
  readonly traits: NpcStatBlock['traits'];
  readonly actions: NpcStatBlock['actions'];
}

export function statBlockText(block: NpcStatBlock): StatBlockText {
  const { abilities: a } = block;
  const list = (items: readonly { name?: string; ability?: string; bonus: number }[]) =>
    items.map((item) => `${item.name ?? item.ability} ${signed(item.bonus)}`).join(', ');
  const details: StatProperty[] = [];
  if (block.savingThrows.length) details.push(['Saving Throws', list(block.savingThrows)]);
  if (block.skills.length) details.push(['Skills', list(block.skills)]);
  if (block.damageResistances.length)
    details.push(['Damage Resistances', block.damageResistances.join(', ')]);
  details.push(['Senses', block.senses.join(', ')]);
  details.push(['Languages', block.languages.join(', ')]);
  details.push(['Challenge', `${block.challengeRating} (${block.xp.toLocaleString('en-US')} XP)`]);
  details.push(['Proficiency Bonus', signed(block.proficiencyBonus)]);
  return {
    subtitle: `${block.size} ${block.type}, ${block.alignment}`,
    defence: [
      ['Armor Class', `${block.armorClass}${block.armorNote ? ` (${block.armorNote})` : ''}`],
      [
        'Hit Points',
        /d/.test(block.hitDice) ? `${block.hitPoints} (${block.hitDice})` : String(block.hitPoints),
      ],
      ['Speed', block.speed],
    ],
    abilities: [a.str, a.dex, a.con, a.int, a.wis, a.cha].map(scoreText),
    details,
    traits: block.traits,
    actions: block.actions,
  };
}
