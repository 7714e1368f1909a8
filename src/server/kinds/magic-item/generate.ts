// The procedural magic item writer: request + seed -> a complete item, deterministic, offline and in about a
// millisecond. It decides first (text/record.ts) and then writes each section from the record.
import type { MagicItemData, MagicItemRequest } from '../../../shared/kinds/magic-item.js';
import { capitalize, endSentence, listJoin, tidy, titleCase, withArticle } from '../../engine/english.js';
import { createRng, type Rng } from '../../engine/rng.js';
import type { WriteOptions } from '../../pipeline/kind.js';
import { needsAttunement, propertyOverBudget } from './text/budget.js';
import { type ItemOwnerSetting, readOwnerSetting } from './text/context.js';
import { abilityPlan, levelWords } from './text/rarity.js';
import { buildRecord, type ItemRecord } from './text/record.js';

/**
 * Writes a magic item. Every section is generated (so that switching an include flag off never changes the
 * others) and excluded sections are then emptied, never filled. Each section draws from its own stream.
 */
export function generateMagicItem(
  request: MagicItemRequest,
  seed: number,
  options: WriteOptions = {},
): MagicItemData {
  const root = createRng(seed >>> 0, 'magic-item', options.reroll);
  const record = buildRecord(request, root);
  const { ctx, form, theme, tier } = record;

  const abilities = writeAbilities(record, root.fork('abilities'));
  // Strong properties need attunement (DMG), whatever the attunement roll said.
  const consumable = form.type === 'Potion' || form.type === 'Scroll';
  const requiresAttunement =
    record.requiresAttunement ||
    needsAttunement({ tier, consumable, themedHit: record.themedHit, sentient: record.sentient, abilities });
  // Properties that spend charges give the item a pool even when it is not a wand, staff or rod.
  const charges = record.charges ?? (ctx.hasTag('charges') ? record.smallPool : null);

  const description = writeDescription(record, charges, root.fork('description'));
  const appearance = writeAppearance(record, root.fork('appearance'));
  const quirkRng = root.fork('quirks');
  const quirks = ctx
    .expandMany('quirk', record.sentient || tier === 6 || quirkRng.chance(0.5) ? 2 : 1, quirkRng)
    .map(tidy);
  const historyParts = writeHistoryParts(record, root.fork('history'));
  // Generated from an NPC (decision 024): they are the owner now. Every draw is from a context stream, and only
  // the history's last sentence (where the item is now) is replaced; without a context nothing here runs.
  const owner = readOwnerSetting(options.context);
  const history = joinHistory(
    owner
      ? [
          ...historyParts.slice(0, -1),
          ...ownerParts(record, owner, root.fork('history').fork('context-history')),
        ]
      : historyParts,
  );
  if (owner) {
    const quirkFromOwner = quirkRng.fork('context-quirk');
    if (quirkFromOwner.chance(0.5)) quirks.push(tidy(ctx.expandSymbol('cx_quirk', quirkFromOwner)));
  }

  const weapon = form.weapon;
  const staff = form.type === 'Staff';
  const duration = form.type === 'Potion' ? String(ctx.get('dur') ?? '1 hour') : null;

  return {
    name: record.name.name,
    type: form.type,
    subtype: form.subtype,
    rarity: request.rarity,
    description,
    abilities,
    requiresAttunement,
    attunementRequirements: requiresAttunement ? record.attunementRequirements : null,
    bonus: record.bonus,
    damageType: weapon
      ? record.themedHit
        ? `${weapon.damage} and ${theme.damage}`
        : weapon.damage
      : staff
        ? 'bludgeoning'
        : null,
    damageAmount: weapon
      ? `${weapon.dice} ${weapon.damage}${record.themedHit ? ` plus ${record.power.hit} ${theme.damage}` : ''}`
      : staff
        ? '1d6 bludgeoning'
        : null,
    armorClass: armorClass(record),
    charges: charges?.count ?? null,
    recharge: charges?.recharge ?? null,
    duration,
    spellLevel: record.spell?.level ?? null,
    tags: deriveTags(record, charges !== null, requiresAttunement),
    quirks: request.includeQuirks ? quirks : [],
    history: request.includeHistory ? history : '',
    appearance,
    artStyle: request.artStyle,
    look: record.look,
  };
}

/** The property pools each kind of item draws from: its own first, then properties any item may carry. */
function pools(record: ItemRecord): { first: string; more: readonly string[] } {
  const t = record.form.tags;
  if (record.form.type === 'Weapon') return { first: 'ab_weapon', more: ['ab_weapon', 'ab_any'] };
  if (record.form.type === 'Armor') return { first: 'ab_armor', more: ['ab_armor', 'ab_any'] };
  if (t.includes('charged')) return { first: 'ab_charged', more: ['ab_charged', 'ab_any'] };
  if (t.includes('worn')) return { first: 'ab_worn', more: ['ab_worn', 'ab_any'] };
  return { first: 'ab_held', more: ['ab_held', 'ab_any'] };
}

function writeAbilities(record: ItemRecord, rng: Rng): string[] {
  const { ctx, tier, form } = record;
  const base = abilityPlan(tier, () => rng.next());
  // A legendary mind takes the place of a minor property, so the item keeps to three or four in all. An
  // uncommon +1 weapon or shield has spent its budget on the bonus: one minor property and nothing more.
  const plan =
    tier === 5 && record.sentient
      ? { ...base, minors: 0 }
      : tier === 2 && record.bonus !== null
        ? { powers: 0, minors: 1 }
        : base;
  const consumableForm = form.type === 'Potion' || form.type === 'Scroll';
  const out: string[] = [];
  const names = new Set<string>([record.name.coin.toLowerCase()].filter(Boolean));
  const push = (text: string): boolean => {
    const clean = tidy(endSentence(text));
    const name = clean.slice(0, clean.indexOf('.')).toLowerCase();
    if (!clean || names.has(name)) return false;
    // The grammar proposes, the budget disposes: a property too strong for the rarity is never written.
    if (propertyOverBudget(clean, tier, consumableForm)) return false;
    names.add(name);
    out.push(clean);
    return true;
  };
  /** The first symbol in the list that still has a fresh alternative; several tries in case a name clashes. */
  const draw = (symbols: readonly string[]): void => {
    for (const symbol of symbols) {
      for (let attempt = 0; attempt < 3 && ctx.hasFreshAlternative(symbol); attempt++) {
        if (push(ctx.expandSymbol(symbol, rng))) return;
      }
    }
  };

  const consumable = form.type === 'Potion' || form.type === 'Scroll';
  const majors: string[] = [];
  // An artifact's major property leads its list, except on a potion or scroll, whose own effect comes first.
  if (tier === 6) {
    const before = out.length;
    draw([form.tags.includes('consumable') ? 'ab_major_consumable' : 'ab_major']);
    majors.push(...out.splice(before));
  }

  if (form.type === 'Potion' || form.type === 'Scroll') {
    // A consumable's main effect always comes first; the rest of its count are side effects or fine script.
    if (form.type === 'Potion') draw(['potion_main']);
    else push(scrollSpell(record, rng));
    const extra = form.type === 'Potion' ? 'potion_side' : 'scroll_extra';
    for (let i = 1; i < plan.powers + plan.minors; i++) draw([extra]);
  } else {
    const { first, more } = pools(record);
    let powers = plan.powers;
    // What the item's name or story promises comes first, and counts as one of its powers.
    if (ctx.hasTag('promise-poison')) {
      const before = out.length;
      draw(['ab_promise']);
      if (out.length > before) powers = Math.max(0, powers - 1);
    }
    if (form.tags.includes('charged') && record.spellList.length > 0 && powers > 0) {
      push(spellListAbility(record));
      powers--;
    }
    for (let i = 0; i < powers; i++) {
      // A rare item's first property, and every property of a legendary one, is never a small convenience.
      if (tier >= 5 || (tier >= 3 && i === 0)) ctx.tag('pick-strong');
      else ctx.tags.delete('pick-strong');
      // A very rare or greater wondrous item or ring leads with a great general power (resistance, a burst, a
      // strong spell), not with the small tricks its slot also offers.
      const lead =
        tier >= 4 && !form.tags.includes('gear') && !form.tags.includes('charged') ? ['ab_any'] : [];
      const symbols =
        i === 0 && out.length === 0
          ? [...lead, first, ...more]
          : rng.chance(0.55)
            ? more
            : [...more].reverse();
      draw([...symbols, 'ab_any', 'ab_minor']);
    }
    ctx.tags.delete('pick-strong');
    for (let i = 0; i < plan.minors; i++) draw(['ab_minor']);
  }

  const tail: string[] = [];
  if (tier === 6) {
    const before = out.length;
    draw(['ab_drawback']);
    tail.push(...out.splice(before));
  }
  if (record.sentient) {
    const before = out.length;
    draw(['ab_sentience']);
    tail.push(...out.splice(before));
  }
  return consumable
    ? [...out.slice(0, 1), ...majors, ...out.slice(1), ...tail]
    : [...majors, ...out, ...tail];
}

/** A scroll's spell, written out in full: a reader may not have the rulebook to hand. */
function scrollSpell(record: ItemRecord, rng: Rng): string {
  const spell = record.spell;
  if (!spell) return '';
  const effect = record.ctx.expand(spell.effect, rng);
  return `${titleCase(spell.name)}. Reading the scroll casts ${spell.name} (${levelWords(spell.level)}). ${effect}`;
}

/** "Spells. While holding the wand, you can expend its charges to cast ...": the charge cost is the spell level. */
function spellListAbility(record: ItemRecord): string {
  const { power, form, spellList } = record;
  const its = form.plural ? 'their' : 'its';
  const numbers = `save DC ${power.dc}, ${power.atk} to hit`;
  const cost = (level: number) => `${level} ${level === 1 ? 'charge' : 'charges'}`;
  if (spellList.length === 1) {
    const s = spellList[0] as (typeof spellList)[number];
    return `Spells. While holding the ${form.noun}, you can expend ${s.level === 1 ? `1 of ${its} charges` : `${s.level} of ${its} charges`} to cast ${s.name} from it (${numbers}).`;
  }
  const list = listJoin(
    spellList.map((s) => `${s.name} (${cost(s.level)})`),
    'or',
  );
  return `Spells. While holding the ${form.noun}, you can expend ${its} charges to cast one of the following spells from it (${numbers}): ${list}.`;
}

function plusWord(n: number): string {
  return `+${n}`;
}

function writeDescription(record: ItemRecord, charges: ItemRecord['charges'], rng: Rng): string {
  const { ctx, form, theme, power, bonus } = record;
  const parts: string[] = [ctx.expandSymbol('desc_intro', rng)];
  const It = form.plural ? 'They' : 'It';
  const it = form.plural ? 'they' : 'it';
  const its = form.plural ? 'their' : 'its';
  const has = form.plural ? 'have' : 'has';

  if (form.weapon) {
    const w = form.weapon;
    parts.push(
      bonus
        ? `You have a ${plusWord(bonus)} bonus to attack and damage rolls made with this magic weapon.`
        : 'It grants no bonus to attack or damage rolls.',
    );
    if (record.themedHit) {
      parts.push(
        w.ranged
          ? `Ammunition fired from it deals an extra ${power.hit} ${theme.damage} damage on a hit.`
          : `It deals an extra ${power.hit} ${theme.damage} damage to any target it hits.`,
      );
    }
    // A typed weapon ("katana") says which numbers it plays with.
    if (!/^(Sword|Axe|Mace|Dagger|Bow|Crossbow|Staff|Warhammer|Spear)\b/.test(form.subtype)) {
      parts.push(
        w.plays
          ? `It uses the statistics of ${withArticle(w.plays)}: ${w.dice} ${w.damage} damage; ${w.properties}.`
          : `It counts as a martial weapon that deals ${w.dice} ${w.damage} damage${w.properties === 'martial melee' ? '' : `; ${w.properties}`}.`,
      );
    }
  } else if (form.armor) {
    const a = form.armor;
    if (a.kind === 'shield') {
      parts.push(
        bonus
          ? `While holding this shield, you have a ${plusWord(bonus)} bonus to AC in addition to the shield’s normal bonus.`
          : 'It gives the normal +2 bonus to AC of a shield, and no more.',
      );
    } else if (a.kind === 'piece') {
      parts.push(`While wearing ${ctx.get('this')}, you have a ${plusWord(bonus ?? 1)} bonus to AC.`);
    } else {
      if (a.kind === 'garment')
        parts.push('It counts as light armor with a base AC of 11 + your Dexterity modifier.');
      else if (!/Armor \(/.test(form.subtype))
        parts.push(`It counts as ${a.label} armor.`.replace('armor armor', 'armor'));
      parts.push(
        bonus
          ? `While wearing this armor, you have a ${plusWord(bonus)} bonus to AC.`
          : 'It grants no bonus beyond its normal protection.',
      );
    }
  } else if (form.type === 'Potion') {
    parts.push(
      `Drinking ${ctx.get('this')} takes an action, and its main effect lasts ${ctx.get('dur') ?? '1 hour'}.`,
    );
  } else if (form.type === 'Scroll' && record.spell) {
    const s = record.spell;
    parts.push(`Its spell save DC is ${power.dc} and its spell attack bonus is ${power.atk}.`);
    parts.push(
      ctx.hasTag('open-script')
        ? 'Anyone who can read can use it (see Open Script).'
        : `If ${s.name} is on your class’s spell list, you can read the scroll and cast the spell without material components; otherwise the scroll is unintelligible to you.`,
    );
    if (s.level > 0) {
      parts.push(
        `If the spell is of a higher level than you can normally cast, you must succeed on a DC ${10 + s.level} ability check using your spellcasting ability, or the spell is lost.`,
      );
    }
    parts.push('Once read, the scroll crumbles to dust.');
  }

  if (form.type === 'Staff') parts.push(`${It} can be wielded as a magic quarterstaff.`);
  if (charges) {
    parts.push(
      `${It} ${has} ${charges.count} charges and ${charges.recharge.replace(/^regains/, form.plural ? 'regain' : 'regains')}.`,
    );
    if (form.tags.includes('charged')) {
      parts.push(
        record.tier === 6
          ? `If you expend ${its} last charge, ${it} falls silent and regains no charges until 7 days have passed.`
          : `If you expend ${its} last charge, roll a d20; on a 1, ${it} ${ctx.expandSymbol('last_charge', rng)}.`,
      );
    }
  }
  // An artifact that lasts says how it can be destroyed; a potion or scroll is destroyed by using it.
  if (record.tier === 6 && !form.tags.includes('consumable')) parts.push(ctx.expandSymbol('destroy', rng));
  return tidy(parts.map((p) => capitalize(endSentence(p.trim()))).join(' '));
}

function writeAppearance(record: ItemRecord, rng: Rng): string {
  const { ctx } = record;
  const fantasy = ctx.hasTag('st-fantasy');
  const parts = [ctx.expandSymbol('app_shape', rng), ctx.expandSymbol('app_theme', rng)];
  // The art style shows in the ornament; a plain fantasy piece shows its maker's mark more often.
  const style = rng.chance(fantasy ? 0.35 : 0.9);
  const mark = rng.chance(style ? 0.45 : 0.9);
  if (mark) parts.push(ctx.expandSymbol('app_mark', rng));
  if (style) parts.push(ctx.expandSymbol('app_style', rng));
  parts.push(ctx.expandSymbol('app_wear', rng));
  return tidy(parts.map((p) => capitalize(endSentence(p))).join(' '));
}

/** Where the item is now when an NPC owns it: who they are, how they came by it, what they do with it. */
function ownerParts(record: ItemRecord, owner: ItemOwnerSetting, rng: Rng): string[] {
  const { ctx } = record;
  ctx.bind('cxOwner', owner.name).bind('cxFirst', owner.first).bind('cxJob', owner.occupation);
  ctx.tag(...owner.tags);
  return [ctx.expandSymbol('cx_present', rng), ctx.expandSymbol('cx_now', rng)];
}

/** The history's sentences: maker, deed, fate, and where it is now. */
function writeHistoryParts(record: ItemRecord, rng: Rng): string[] {
  const { ctx } = record;
  return [
    ctx.expandSymbol('maker_bio', rng),
    ctx.expandSymbol('deed', rng),
    String(ctx.get('fate')),
    String(ctx.get('present')),
  ];
}

function joinHistory(parts: readonly string[]): string {
  return tidy(parts.map((p) => capitalize(endSentence(p))).join(' '));
}

/** '18 + 1 (plate)', '12 + Dex + 1 (studded leather)', '14 + Dex (max 2) (breastplate)', '+2 + 1 (shield)'. */
function armorClass(record: ItemRecord): string | null {
  const a = record.form.armor;
  if (!a) return null;
  const plus = record.bonus ? ` + ${record.bonus}` : '';
  switch (a.kind) {
    case 'shield':
      return `+2${plus} (${a.label})`;
    case 'piece':
      return `+${record.bonus ?? 1} (${a.label})`;
    case 'light':
    case 'garment':
      return `${a.base} + Dex${plus} (${a.label})`;
    case 'medium':
      return `${a.base} + Dex (max 2)${plus} (${a.label})`;
    case 'heavy':
      return `${a.base}${plus} (${a.label})`;
  }
}

/** Clean search words for each story event (its bynames are possessives: "Taster’s", "Heretic’s"). */
const EVENT_TAGS: Readonly<Record<string, string>> = {
  rising: 'undead',
  fire: 'great fire',
  delve: 'mines',
  schism: 'schism',
  dreams: 'dreams',
  poisoning: 'intrigue',
  fen: 'fens',
  exodus: 'exile',
  fiend: 'fiends',
  dragon: 'dragons',
};

function deriveTags(record: ItemRecord, hasCharges: boolean, attuned: boolean): string[] {
  const { form, theme, maker, event } = record;
  const kind = form.type === 'Wondrous Item' ? 'wondrous item' : form.type.toLowerCase();
  const tags = [
    kind,
    form.noun,
    record.tier === 6
      ? 'artifact'
      : (['common', 'uncommon', 'rare', 'very rare', 'legendary'][record.tier - 1] as string),
    theme.id,
    // A lost people's tag is its kind, not its invented city's name; an event's tag is a plain word for it.
    maker.kind === 'people' ? 'lost people' : maker.culture,
    EVENT_TAGS[event.id] ?? event.id,
    record.sentient ? 'sentient' : undefined,
    hasCharges ? 'charges' : undefined,
    attuned ? 'attunement' : undefined,
  ];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of tags) {
    if (!t) continue;
    const clean = t.toLowerCase().slice(0, 40);
    if (!seen.has(clean)) {
      seen.add(clean);
      out.push(clean);
    }
  }
  return out.slice(0, 8);
}
