// The NPC's part of the Obsidian vault (issue 25): its stat block as a `statblock` code block in the fields of the
// Fantasy Statblocks plugin, so the note renders a 5e stat block and the plugin's bestiary and initiative tracker can
// read it. The block is YAML; every text is written as a quoted scalar, so nothing in the record can break it.
import type { Entity } from '../../../shared/content.js';
import type { NpcData, NpcStatBlock } from '../../../shared/kinds/npc.js';
import { yamlString } from '../../export/markdown.js';
import type { VaultNote, VaultPicture } from '../../pipeline/kind.js';

const ABILITIES: Record<string, string> = {
  str: 'strength',
  dex: 'dexterity',
  con: 'constitution',
  int: 'intelligence',
  wis: 'wisdom',
  cha: 'charisma',
};

const named = (key: string, items: readonly { name: string; text: string }[]) =>
  items.length
    ? [
        `${key}:`,
        ...items.flatMap((item) => [
          `  - name: ${yamlString(item.name)}`,
          `    desc: ${yamlString(item.text)}`,
        ]),
      ]
    : [];

const bonuses = (key: string, items: readonly { key: string; bonus: number }[]) =>
  items.length ? [`${key}:`, ...items.map((item) => `  - ${yamlString(item.key)}: ${item.bonus}`)] : [];

/** The stat block's lines of YAML, in the plugin's field names. */
export function statblockYaml(name: string, block: NpcStatBlock, picture: VaultPicture | null): string[] {
  const [, type = block.type, subtype] = /^(.+?) \((.+)\)$/.exec(block.type) ?? [];
  const a = block.abilities;
  const senses = block.senses.some((s) => /passive perception/i.test(s))
    ? block.senses
    : [...block.senses, `passive Perception ${block.passivePerception}`];
  return [
    `name: ${yamlString(name)}`,
    ...(picture ? [`image: ${yamlString(`[[${picture.file}]]`)}`] : []),
    `size: ${yamlString(block.size)}`,
    `type: ${yamlString(type)}`,
    ...(subtype ? [`subtype: ${yamlString(subtype)}`] : []),
    `alignment: ${yamlString(block.alignment)}`,
    `ac: ${block.armorClass}`,
    `hp: ${block.hitPoints}`,
    ...(/d/.test(block.hitDice) ? [`hit_dice: ${yamlString(block.hitDice.replace(/\s+/g, ''))}`] : []),
    `speed: ${yamlString(block.speed)}`,
    `stats: [${[a.str, a.dex, a.con, a.int, a.wis, a.cha].join(', ')}]`,
    ...bonuses(
      'saves',
      block.savingThrows.map((save) => ({
        key: ABILITIES[save.ability.toLowerCase()] ?? save.ability.toLowerCase(),
        bonus: save.bonus,
      })),
    ),
    ...bonuses(
      'skillsaves',
      block.skills.map((skill) => ({ key: skill.name.toLowerCase(), bonus: skill.bonus })),
    ),
    ...(block.damageResistances.length
      ? [`damage_resistances: ${yamlString(block.damageResistances.join(', '))}`]
      : []),
    `senses: ${yamlString(senses.join(', '))}`,
    `languages: ${yamlString(block.languages.join(', '))}`,
    `cr: ${yamlString(block.challengeRating)}`,
    ...named('traits', block.traits),
    ...named('actions', block.actions),
  ];
}

/** The note's code blocks: the stat block, when the NPC has one. */
export function npcVault(npc: Entity<NpcData>, { picture }: VaultNote): string[] {
  if (!npc.statBlock) return [];
  return ['', '```statblock', ...statblockYaml(npc.name, npc.statBlock, picture), '```'];
}
