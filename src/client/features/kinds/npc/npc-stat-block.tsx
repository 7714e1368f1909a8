// The NPC's 5e stat block in the detail view, in the familiar layout: name and type, defences, the six abilities,
// saves to languages, challenge, then traits and actions. Every number comes from the server's SRD rules.
import { DetailSection, useDetailHeadings } from '@client/features/content/details/sections';
import type { NpcStatBlock as StatBlock } from '@shared/kinds/npc';

const ABILITIES = [
  ['STR', 'str'],
  ['DEX', 'dex'],
  ['CON', 'con'],
  ['INT', 'int'],
  ['WIS', 'wis'],
  ['CHA', 'cha'],
] as const;

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${Math.abs(n)}`);
const modifier = (score: number) => signed(Math.floor((score - 10) / 2));
const bonuses = (items: readonly { name?: string; ability?: string; bonus: number }[]) =>
  items.map((item) => `${item.name ?? item.ability} ${signed(item.bonus)}`).join(', ');

function Property({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <p>
      <span className="font-semibold text-gold-200">{label}</span> {children}
    </p>
  );
}

function Named({ items }: { items: StatBlock['traits'] }) {
  return (
    <div className="grid gap-2">
      {items.map((item) => (
        <p key={item.name}>
          <span className="font-semibold text-parchment-50 italic">{item.name}.</span> {item.text}
        </p>
      ))}
    </div>
  );
}

const Rule = () => <hr className="border-blood-400/60 border-t-2" />;

export function NpcStatBlock({ name, block }: { name: string; block: StatBlock }) {
  const hitDice = /d/.test(block.hitDice) ? ` (${block.hitDice})` : '';
  const Part = useDetailHeadings().part;
  return (
    <DetailSection title="Stat Block">
      <div
        className="grid gap-2.5 rounded-lg border-2 border-gold-500/40 bg-ink-900/60 p-4 font-sans text-parchment-200 text-sm"
        data-testid="npc-stat-block"
      >
        <div>
          <Part className="font-display font-semibold text-gold-200 text-lg">{name}</Part>
          <p className="text-parchment-400 italic">
            {block.size} {block.type}, {block.alignment}
          </p>
        </div>
        <Rule />
        <Property label="Armor Class">
          {block.armorClass}
          {block.armorNote ? ` (${block.armorNote})` : ''}
        </Property>
        <Property label="Hit Points">
          {block.hitPoints}
          {hitDice}
        </Property>
        <Property label="Speed">{block.speed}</Property>
        <Rule />
        <dl className="grid grid-cols-3 gap-2 text-center sm:grid-cols-6">
          {ABILITIES.map(([label, key]) => (
            <div key={key}>
              <dt className="font-semibold text-gold-200">{label}</dt>
              <dd className="tabular-nums">
                {block.abilities[key]} ({modifier(block.abilities[key])})
              </dd>
            </div>
          ))}
        </dl>
        <Rule />
        {block.savingThrows.length ? (
          <Property label="Saving Throws">{bonuses(block.savingThrows)}</Property>
        ) : null}
        {block.skills.length ? <Property label="Skills">{bonuses(block.skills)}</Property> : null}
        {block.damageResistances.length ? (
          <Property label="Damage Resistances">{block.damageResistances.join(', ')}</Property>
        ) : null}
        <Property label="Senses">{block.senses.join(', ')}</Property>
        <Property label="Languages">{block.languages.join(', ')}</Property>
        <Property label="Challenge">
          {block.challengeRating} ({block.xp.toLocaleString('en-US')} XP)
        </Property>
        <Property label="Proficiency Bonus">{signed(block.proficiencyBonus)}</Property>
        <Rule />
        {block.traits.length ? <Named items={block.traits} /> : null}
        <Part className="mt-1 font-display font-semibold text-gold-200">Actions</Part>
        <Named items={block.actions} />
      </div>
    </DetailSection>
  );
}
