// The procedural magic item writer: request + seed -> a complete item, deterministic, offline and in about a
// millisecond. It decides first (text/record.ts) and then writes each section from the record.
import type { MagicItemData, MagicItemRequest } from '../../../shared/kinds/magic-item.js';
import { capitalize, endSentence, listJoin, tidy, titleCase, withArticle } from '../../engine/english.js';
import { createRng, type Rng } from '../../engine/rng.js';
import type { WriteOptions } from '../../pipeline/kind.js';
import { needsAttunement, propertyOverBudget } from './text/budget.js';
import { type ItemOwnerSetting, readOwnerSetting } from './text/context.js';
import { writeHistory } from './text/history.js';
import { EVENTS } from './text/lore.js';
import { MOTIF_EVENTS, motifOf, USE_MOTIF, usesOf } from './text/motifs.js';
import { mechanicsShows, promisesOf } from './text/promises.js';
import { quirkFamilies, sameQuirk, sensoryFamilies } from './text/quirk-families.js';
import { abilityPlan, levelWords } from './text/rarity.js';
import {
  bindPurpose,
  buildRecord,
  eventWeight,
  type ItemRecord,
  nameRecord,
  rebindEvent,
  shortEvent,
} from './text/record.js';

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

  // How the description opens (story.ts di_shape), chosen first so that an item whose story tells no event never
  // leans on one: most shapes tell a patron, a mistake, a famous use, a theft or a bequest, and no disaster.
  let shape = ctx.expandSymbol('di_shape', root.fork('shape'));
  if (shape !== 'event') ctx.tag('no-event');
  const abilityRng = root.fork('abilities');
  const abilities = writeAbilities(record, abilityRng);
  const weapon = form.weapon;
  const staff = form.type === 'Staff';
  const damageType = weapon
    ? record.themedHit
      ? `${weapon.damage} and ${theme.damage}`
      : weapon.damage
    : staff
      ? 'bludgeoning'
      : null;
  // The story follows from what it does (blind read 6): a motif read from its properties picks the story's
  // material, and an item made in an event is made in one that fits it (a frost brand in a winter siege).
  // Every stated purpose needs a rule that does it (blind read: 18 of 25 items 'made to find the lost' with no rule
  // that finds): the uses the rules show are tagged (`us-*`), and the story's purpose lines require them. An item
  // whose rules show nothing a story could say it was made for is told in an event's story, with a dedication.
  // A weapon's own damage is a use ('slashing' alone names none).
  const rules = [...abilities, damageType ? `${damageType} damage` : '', record.spell?.effect ?? ''].join(
    ' ',
  );
  const uses = usesOf(rules);
  // An element typed by name ('frost brand') is the story's; a look typed ('skull-shaped') promises no power.
  const typedElement = Boolean(record.typed?.theme) && promisesOf(request.specificType ?? '').has(theme.id);
  const motif = motifOf(uses, theme.id, typedElement);
  // Only the motif's own uses are told, so the patron's office and the maker's note agree with the purpose.
  ctx.tag(...uses.filter((u) => USE_MOTIF.get(u) === motif));
  // Every use the rules show, for the history's smaller claims (an owner who used it for finding lost children).
  ctx.tag(...uses.map((u) => `hs-${u.slice(3)}`));
  // Such an item's opening names no use (the `mo-none` lines), and no famous use either.
  if (motif === null && shape === 'use') shape = root.fork('shape-none').pick(['plain', 'maker']);
  ctx.tag(`mo-${motif ?? 'none'}`);
  const fits = motif ? MOTIF_EVENTS[motif] : [];
  if (shape === 'event' && motif && !fits.includes(record.event.id) && !ctx.hasTag('promise-poison')) {
    const candidates = EVENTS.filter((e) => fits.includes(e.id) && eventWeight(e, theme.id) > 0);
    if (candidates.length > 0) {
      const eventRng = root.fork('motif-event');
      rebindEvent(record, eventRng.pick(candidates), eventRng);
    }
  }
  // What it was made for follows from what it does.
  bindPurpose(
    record,
    [...abilities, damageType ?? '', record.spell?.effect ?? ''].join(' '),
    root.fork('purpose'),
  );
  // The name is given now, from what the properties show; a mind speaks of itself by that name.
  // Past the purpose, an item whose story tells no event holds none of its tags: no line gated on a dragon or a war
  // speaks of one the reader never met.
  if (shape !== 'event') for (const t of [...ctx.tags]) if (t.startsWith('ev-')) ctx.tags.delete(t);
  // The description's opening is written before the name, so that a name carries only a place it tells.
  const intro = ctx.expandSymbol(`di_${shape}`, root.fork('intro'));
  // A story that tells no event gives the name neither the event's words nor its place, only the places it names.
  const told = [ctx.get('town'), ctx.get('site'), ctx.get('river'), record.maker.home].map(String);
  const named =
    shape === 'event'
      ? record
      : {
          ...record,
          nameParts: { ...record.nameParts, eventWords: [], places: told.filter((p) => intro.includes(p)) },
        };
  const name = nameRecord(
    named,
    mechanicsShows([...abilities, damageType ?? '', record.themedHit ? theme.damage : ''].join(' ')),
    root,
  );
  if (record.sentient) {
    const line = tidy(endSentence(ctx.expandSymbol('ab_sentience', abilityRng.fork('mind'))));
    abilities.push(line);
  }
  // Strong properties need attunement (DMG), whatever the attunement roll said.
  const consumable = form.type === 'Potion' || form.type === 'Scroll';
  // Weapons and armour need attunement only for what the DMG ties to it (a plain +1 crossbow needs none); other
  // items keep their roll as well.
  const strong = needsAttunement({
    tier,
    consumable,
    themedHit: record.themedHit,
    sentient: record.sentient,
    abilities,
  });
  const requiresAttunement = record.gearPlan
    ? strong || record.sentient
    : record.requiresAttunement || strong;
  // Properties that spend charges give the item a pool even when it is not a wand, staff or rod.
  const charges = record.charges ?? (ctx.hasTag('charges') ? record.smallPool : null);

  const description = writeDescription(record, charges, intro, shape, root.fork('description'));
  // The history is told before the appearance: the wear shows what the story says happened (an item never used
  // has no scar from the war it missed).
  const owner = readOwnerSetting(options.context);
  const history = joinHistory(
    writeHistory(
      record,
      root.fork('history'),
      owner ? ownerParts(record, owner, root.fork('history').fork('context-history')) : null,
    ),
  );
  const appearance = writeAppearance(record, root.fork('appearance'));
  const quirkRng = root.fork('quirks');
  const quirks = writeQuirks(
    record,
    record.sentient || tier === 6 || quirkRng.chance(0.5) ? 2 : 1,
    sensoryFamilies(appearance),
    quirkRng,
  );
  // Generated from an NPC (decision 024): they are the owner now (the history's last sentences, above), and
  // sometimes a quirk answers to them; without a context nothing here runs.
  if (owner) {
    const quirkFromOwner = quirkRng.fork('context-quirk');
    if (quirkFromOwner.chance(0.5)) {
      const line = tidy(ctx.expandSymbol('cx_quirk', quirkFromOwner));
      const families = quirkFamilies(line);
      if (!quirks.some((q) => sameQuirk(quirkFamilies(q), families))) quirks.push(line);
    }
  }

  const duration = form.type === 'Potion' ? String(ctx.get('dur') ?? '1 hour') : null;

  return {
    name: name.name,
    type: form.type,
    subtype: form.subtype,
    rarity: record.rarity,
    description,
    abilities,
    requiresAttunement,
    attunementRequirements: requiresAttunement
      ? attunementFor(record.attunementRequirements, abilities)
      : null,
    bonus: record.bonus,
    damageType,
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
    tags: deriveTags(record, charges !== null, requiresAttunement, abilities, damageType),
    quirks: request.includeQuirks ? quirks : [],
    history: request.includeHistory ? history : '',
    appearance,
    artStyle: request.artStyle,
    look: record.look,
  };
}

/**
 * Up to `count` quirks, none about the same thing as another or as the appearance's own touches (two quirks about
 * dogs, or a quirk about a smell the appearance already gave, read as one quirk told twice).
 */
function writeQuirks(record: ItemRecord, count: number, taken: ReadonlySet<string>, rng: Rng): string[] {
  const { ctx } = record;
  // The appearance's senses are used up first; the quirks' own families are tagged as each is picked.
  for (const family of taken) ctx.tag(`qf-${family}`);
  const out: string[] = [];
  for (let attempt = 0; out.length < count && attempt < count * 3; attempt++) {
    if (!ctx.hasFreshAlternative('quirk')) break;
    const text = tidy(ctx.expandSymbol('quirk', rng));
    // The tags keep most quirks apart; the words filled in (a smell, a place) are checked once they are known.
    if (out.includes(text) || out.some((q) => sameQuirk(quirkFamilies(q), quirkFamilies(text)))) continue;
    out.push(text);
  }
  return out;
}

/** The property pools each kind of item draws from: its own first, then properties any item may carry. */
function pools(record: ItemRecord): { first: string; more: readonly string[] } {
  const t = record.form.tags;
  if (record.form.type === 'Weapon') return { first: 'ab_weapon', more: ['ab_weapon', 'ab_any'] };
  // A helm or bracers worn beside armour has a worn item's properties, not a suit's.
  if (record.form.armor?.kind === 'piece') return { first: 'ab_worn', more: ['ab_worn', 'ab_any'] };
  if (record.form.type === 'Armor') return { first: 'ab_armor', more: ['ab_armor', 'ab_any'] };
  if (t.includes('charged')) return { first: 'ab_charged', more: ['ab_charged', 'ab_any'] };
  if (t.includes('worn')) return { first: 'ab_worn', more: ['ab_worn', 'ab_any'] };
  return { first: 'ab_held', more: ['ab_held', 'ab_any'] };
}

function writeAbilities(record: ItemRecord, rng: Rng): string[] {
  const { ctx, tier, form } = record;
  // Gear spends its rarity by the DMG's weapon and armour budgets (gearPlan); everything else by abilityPlan.
  const base = record.gearPlan ?? abilityPlan(tier, () => rng.next());
  // A legendary mind takes the place of a minor property, so the item keeps to three or four in all.
  const plan = tier === 5 && record.sentient ? { ...base, minors: 0 } : base;
  const consumableForm = form.type === 'Potion' || form.type === 'Scroll';
  const out: string[] = [];
  const names = new Set<string>();
  // One drinks a potion, not its vessel: 'when you drink the flask' reads 'when you drink the potion'.
  const vessel =
    form.type === 'Potion' && /flask|vial|phial|bottle|jar|cup|ampoule|gourd/i.test(form.noun)
      ? new RegExp(`\\b(drink|drinking) (the|this) ${form.noun}\\b`, 'gi')
      : null;
  const push = (text: string): boolean => {
    const clean = tidy(endSentence(vessel ? text.replace(vessel, '$1 $2 potion') : text));
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

  // What the typed name promises ('of frog breathing', 'of invisibility') is the item's first power.
  const typed = record.typed;
  const potionSymbol = typed?.potion?.key ? `pm_${typed.potion.key.replace(/ /g, '_')}` : '';
  const powerSymbol = typed?.power ? `tp_${typed.power.key.replace(/ /g, '_')}` : '';
  if (form.type === 'Potion' || form.type === 'Scroll') {
    // A consumable's main effect always comes first; the rest of its count are side effects or fine script.
    if (form.type === 'Potion')
      draw(ctx.hasFreshAlternative(potionSymbol) ? [potionSymbol] : ['potion_main']);
    else push(scrollSpell(record, rng));
    const extra = form.type === 'Potion' ? 'potion_side' : 'scroll_extra';
    for (let i = 1; i < plan.powers + plan.minors; i++) draw([extra]);
  } else {
    const { first, more } = pools(record);
    let powers = plan.powers;
    let minors = plan.minors;
    // A wand, staff or rod with spells always casts them (DMG): what is promised never takes the spells' place.
    const spells = form.tags.includes('charged') && record.spellList.length > 0 && powers > 0 ? 1 : 0;
    // A promised power takes the place of a power, else of a minor property; a plain +N weapon, or a staff whose
    // one power is its spells, gains it as one more line.
    const spend = () => {
      if (powers > spells) powers--;
      else if (minors > 0) minors--;
    };
    if (powerSymbol && ctx.hasFreshAlternative(powerSymbol)) {
      const before = out.length;
      draw([powerSymbol]);
      if (out.length > before) spend();
    }
    // What the item's name or story promises comes first, and counts as one of its powers.
    if (ctx.hasTag('promise-poison')) {
      const before = out.length;
      draw(['ab_promise']);
      if (out.length > before) spend();
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
    for (let i = 0; i < minors; i++) draw(['ab_minor']);
    // A wand, staff or rod has charges: at least one line spends them, or the pool means nothing.
    // It takes the place of the last small property, so the count stays within the rarity's budget.
    if (form.tags.includes('charged') && !out.some((line) => /\bcharges?\b/.test(line))) {
      const last = out.length > 0 ? out.pop() : undefined;
      const before = out.length;
      draw(['ab_charged_minor']);
      if (out.length === before && last) out.push(last);
    }
  }

  const tail: string[] = [];
  if (tier === 6) {
    const before = out.length;
    draw(['ab_drawback']);
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
  // Only the numbers the spells use: fog cloud has neither a save nor an attack roll.
  const saves = spellList.some((s) => /#dc#/.test(s.effect));
  const attacks = spellList.some((s) => /#atk#/.test(s.effect));
  const numberList = [saves ? `save DC ${power.dc}` : '', attacks ? `${power.atk} to hit` : ''].filter(
    Boolean,
  );
  const numbers = numberList.length > 0 ? ` (${numberList.join(', ')})` : '';
  const cost = (level: number) => `${level} ${level === 1 ? 'charge' : 'charges'}`;
  if (spellList.length === 1) {
    const s = spellList[0] as (typeof spellList)[number];
    return `Spells. While holding the ${form.noun}, you can expend ${s.level === 1 ? `1 of ${its} charges` : `${s.level} of ${its} charges`} to cast ${s.name} from it${numbers}.`;
  }
  const list = listJoin(
    spellList.map((s) => `${s.name} (${cost(s.level)})`),
    'or',
  );
  return `Spells. While holding the ${form.noun}, you can expend ${its} charges to cast one of the following spells from it${numbers}: ${list}.`;
}

function plusWord(n: number): string {
  return `+${n}`;
}

function writeDescription(
  record: ItemRecord,
  charges: ItemRecord['charges'],
  intro: string,
  shape: string,
  rng: Rng,
): string {
  const { ctx, form, power, bonus } = record;
  const parts: string[] = [intro];
  if (bonus) ctx.bind('rb', plusWord(bonus)).bind('rbn', bonus);
  // Named in full once, here; everything told after it says it short ('the siege', 'the Great Fire').
  if (shape === 'event') ctx.bind('event', shortEvent(String(ctx.get('event'))));
  const It = form.plural ? 'They' : 'It';
  const it = form.plural ? 'they' : 'it';
  const its = form.plural ? 'their' : 'its';

  if (form.weapon) {
    const w = form.weapon;
    parts.push(bonus ? ctx.expandSymbol('r_wbonus', rng) : ctx.expandSymbol('r_wnone', rng));
    if (record.themedHit) parts.push(ctx.expandSymbol(w.ranged ? 'r_hit_ranged' : 'r_hit', rng));
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
      parts.push(ctx.expandSymbol(bonus ? 'r_sbonus' : 'r_snone', rng));
    } else if (a.kind === 'piece') {
      // DMG: a helm or gauntlets worn with armour add no AC; bracers that do are a property of their own.
      // Bracers of defense work only without armour: then the line says so rather than 'worn with any armor'.
      parts.push(
        ctx.tags.has('f-defense')
          ? `${It} can be worn with any armor, though ${it} ${form.plural ? 'add' : 'adds'} no bonus to AC of ${its} own unless no armor is worn.`
          : `${It} can be worn with any armor, and ${form.plural ? 'add' : 'adds'} no bonus to AC of ${its} own.`,
      );
    } else {
      if (a.kind === 'garment')
        parts.push('It counts as light armor with a base AC of 11 + your Dexterity modifier.');
      else if (!/Armor \(/.test(form.subtype))
        parts.push(`It counts as ${a.label} armor.`.replace('armor armor', 'armor'));
      parts.push(ctx.expandSymbol(bonus ? 'r_abonus' : 'r_anone', rng));
    }
  } else if (form.type === 'Potion') {
    const dur = String(ctx.get('dur') ?? '1 hour');
    // One drinks the potion, not its vessel ('Drinking this flask').
    const self = String(ctx.get('this'));
    const drunk = /flask|vial|phial|bottle|jar|horn|cup|ampoule|gourd|skin\b/i.test(self)
      ? 'this potion'
      : self;
    ctx.bind('drunk', drunk);
    parts.push(ctx.expandSymbol(dur === 'instantaneous' ? 'r_drink_now' : 'r_drink', rng));
  } else if (form.type === 'Scroll' && record.spell) {
    const s = record.spell;
    // Only the numbers the spell uses.
    const save = /#dc#/.test(s.effect);
    const attack = /#atk#/.test(s.effect);
    if (save && attack)
      parts.push(`Its spell save DC is ${power.dc} and its spell attack bonus is ${power.atk}.`);
    else if (save) parts.push(`Its spell save DC is ${power.dc}.`);
    else if (attack) parts.push(`Its spell attack bonus is ${power.atk}.`);
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
    ctx
      .bind('chN', charges.count)
      .bind('chRe', charges.recharge.replace(/^regains/, form.plural ? 'regain' : 'regains'))
      .bind('chRegain', charges.regain)
      .bind('chTime', /at dusk$/.test(charges.recharge) ? 'dusk' : 'dawn');
    parts.push(ctx.expandSymbol('r_charges', rng));
    if (form.tags.includes('charged')) {
      parts.push(
        record.tier === 6
          ? `If you expend ${its} last charge, ${it} falls silent and regains no charges until 7 days have passed.`
          : ctx.bind('lc', ctx.expandSymbol('last_charge', rng)).expandSymbol('r_last', rng),
      );
    }
  }
  // An artifact that lasts says how it can be destroyed; a potion or scroll is destroyed by using it.
  if (record.tier === 6 && !form.tags.includes('consumable')) parts.push(ctx.expandSymbol('destroy', rng));
  return tidy(parts.map((p) => capitalize(endSentence(p.trim()))).join(' '));
}

/**
 * The appearance: the opening the look wrote (what it is, of what, in what shape), a named part's sentence and
 * the runes when the picture draws them, then a few of the item's other aspects (its theme, its maker's mark, its
 * style's ornament, its wear, its heft), as many and in whatever order the stream gives, so two items rarely
 * share a shape.
 */
function writeAppearance(record: ItemRecord, rng: Rng): string {
  const { ctx } = record;
  const fantasy = ctx.hasTag('st-fantasy');
  // Runes the picture draws are told once (app_runes): no second line covers every surface in script.
  if (record.look.runes) ctx.tag('runes');
  const beats: (readonly [string, number])[] = [
    ['app_theme', 0.75],
    ['app_mark', 0.5],
    ['app_style', fantasy ? 0.35 : 0.7],
    ['app_wear', 0.65],
    ['app_heft', 0.2],
  ];
  let chosen = beats
    .filter(([, p]) => rng.chance(p))
    .map(([symbol]) => symbol)
    .filter((symbol) => ctx.hasFreshAlternative(symbol));
  if (chosen.length === 0) chosen = [rng.pick(['app_theme', 'app_wear'])];
  if (chosen.length > 3 && rng.chance(0.6)) chosen = chosen.slice(0, 3);
  const order = rng.shuffle(chosen);
  if (record.look.runes) order.splice(rng.int(0, order.length), 0, 'app_runes');
  // What the game master typed and the look could not show comes right after the opening, as typed.
  const parts = [
    record.opening,
    ...record.typedSentences,
    record.detail,
    ...order.map((symbol) => ctx.expandSymbol(symbol, rng)),
  ];
  // A smell is told once: a draught 'that smells of bitter almonds' needs no stopper that smells of them too.
  const smell = String((ctx.get('th') as { smell?: string } | undefined)?.smell ?? '');
  const told = parts.filter(Boolean).filter((p, i, all) => {
    if (!smell || i === 0 || !p.includes(smell)) return true;
    return !all.slice(0, i).some((q) => q.includes(smell));
  });
  return tidy(
    told
      .filter(Boolean)
      .map((p) => capitalize(endSentence(p)))
      .join(' '),
  );
}

/** Where the item is now when an NPC owns it: who they are, how they came by it, what they do with it. */
function ownerParts(record: ItemRecord, owner: ItemOwnerSetting, rng: Rng): string[] {
  const { ctx } = record;
  ctx.bind('cxOwner', owner.name).bind('cxFirst', owner.first).bind('cxJob', owner.occupation);
  ctx.tag(...owner.tags);
  return [ctx.expandSymbol('cx_present', rng), ctx.expandSymbol('cx_now', rng)];
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
      return null;
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
  giants: 'giants',
  fey: 'fey',
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

/** Creatures an event's tag names: used only when the item's properties deal with them. */
const CREATURE_TAGS: Readonly<Record<string, RegExp>> = {
  undead: /\bundead\b/,
  dragons: /\bdragons?\b/,
  fiends: /\bfiends?\b/,
  fey: /\bfey\b/,
  giants: /\bgiants?\b/,
};

/**
 * Tags name what the item is and does (issue 21): its kind, rarity and maker, its element only when a property
 * or its damage uses it ('psychic' only with a psychic effect), and a creature only when it is the item's foe.
 */
function deriveTags(
  record: ItemRecord,
  hasCharges: boolean,
  attuned: boolean,
  abilities: readonly string[],
  damageType: string | null,
): string[] {
  const { form, theme, maker, event } = record;
  const kind = form.type === 'Wondrous Item' ? 'wondrous item' : form.type.toLowerCase();
  const rules = `${abilities.join(' ')} ${damageType ?? ''}`.toLowerCase();
  const element = new RegExp(`\\b${theme.damage}\\b`).test(rules) ? theme.id : undefined;
  const eventTag = EVENT_TAGS[event.id] ?? event.id;
  const creature = CREATURE_TAGS[eventTag];
  const tags = [
    kind,
    form.noun,
    record.tier === 6
      ? 'artifact'
      : (['common', 'uncommon', 'rare', 'very rare', 'legendary'][record.tier - 1] as string),
    element,
    // A lost people's tag is its kind, not its invented city's name; an event's tag is a plain word for it.
    maker.kind === 'people' ? 'lost people' : maker.culture,
    (creature && !creature.test(rules)) || record.ctx.hasTag('no-event') ? undefined : eventTag,
    record.sentient ? 'sentient' : undefined,
    hasCharges ? 'charges' : undefined,
    attuned ? 'attunement' : undefined,
    // What it is made of, for a search ('silver', 'glass'), when little else has been said.
    record.look.main?.material,
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

/** A spellcasting class named by an attunement requirement ('by a wizard', 'by a druid, monk or warlock'). */
const CASTER_REQUIREMENT = /\b(spellcaster|wizard|sorcerer|warlock|druid|cleric)\b/;
/** What a property says when it casts or shapes a spell. */
const CASTS = /\bcast\b|\bcasts\b|\bspell\b|\bspells\b|spell attack|spell save/i;

/**
 * 'Requires attunement by a spellcaster' only where a property casts or works on spells: a lantern that shows the
 * invisible and thaws frost asked for a spellcaster and never said why (reader round 2). Without one the item still
 * requires attunement, by anyone.
 */
export function attunementFor(requirement: string | null, abilities: readonly string[]): string | null {
  if (!requirement || !CASTER_REQUIREMENT.test(requirement)) return requirement;
  return abilities.some((a) => CASTS.test(a)) ? requirement : null;
}
