// A small Tracery/Improv-style text grammar: symbols, bound variables, English modifiers and tag-filtered choices.
//
// Template syntax (all writing lives in rule tables; code only binds facts):
//   #symbol#                 expand a rule, or read a bound variable (variables win over rules)
//   #symbol.a.capitalize#    modifiers, left to right (see STRING_MODIFIERS and PERSON_MODIFIERS)
//   #foe.last.possessive#    property access on a bound object, then modifiers
//   #npc.They:keeps#         a person's pronoun with the verb made to agree ("She keeps" / "They keep")
//   [rival:#person#]         expand once, bind the result as `rival` for the rest of the entity
//   [rival?:#person#]        bind only if `rival` is not bound yet
// An alternative may start with a tag clause: '<noble|upper !child +proud ^3 else> text'
//   noble|upper   the context must hold one of these tags (several groups: all must hold)
//   !child        never offered when the context holds `child`
//   +proud        choosing it adds `proud` to the context (so '<!proud>' phrases are filtered out afterwards)
//   ^3            weight 3 (default 1)
//   else          offered only when no ordinary alternative of the symbol is allowed
import {
  agree,
  capitalize,
  lowerFirst,
  numberWords,
  type Pronouns,
  plural,
  possessive,
  titleCase,
  withArticle,
} from './english.js';
import { hashString, type Rng } from './rng.js';

/** Someone prose can refer to by name or pronoun. */
export interface Person {
  readonly name: string;
  readonly first: string;
  /** The family or clan name; '' when there is none. */
  readonly last: string;
  readonly pronouns: Pronouns;
  readonly [key: string]: unknown;
}

/** What a variable may hold: text, a number, a person, or a record whose fields are read with `.field`. */
export type GrammarValue = string | number | Person | { readonly [key: string]: unknown };

export type RuleSet = Readonly<Record<string, readonly string[]>>;

type Node =
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'expr';
      readonly head: string;
      readonly mods: readonly Modifier[];
      readonly source: string;
    }
  | {
      readonly kind: 'bind';
      readonly name: string;
      readonly body: readonly Node[];
      readonly ifUnset: boolean;
    };

interface Modifier {
  readonly name: string;
  readonly arg: string | undefined;
}

interface Alternative {
  readonly index: number;
  readonly weight: number;
  /** Each inner list is an any-of group; every group must be satisfied. */
  readonly require: readonly (readonly string[])[];
  readonly forbid: readonly string[];
  readonly add: readonly string[];
  readonly isElse: boolean;
  readonly nodes: readonly Node[];
  readonly source: string;
  /** The alternative's fingerprint in a user's world (see `TemplateWorld`): its symbol and its source text. */
  readonly id: number;
}

/**
 * What one GM's world already holds, for the grammar (decision 026): the ids of the alternatives its entities were
 * written with (`avoid`), and where the alternatives of the entity being written are recorded (`used`). While one is
 * set (`withTemplateWorld`), an alternative the world used is chosen only where every fresh one is ruled out or,
 * rarely, by weight; with none set, choices are exactly the seed's.
 */
export type TemplateWorld = { readonly avoid: WorldMemory; readonly used: Set<number> };

/**
 * What a world remembers: a set (each remembered fingerprint counts once) or, as the app passes it, how many of the
 * account's entities hold each fingerprint, so the least-used alternative comes first once every one has been used.
 */
export type WorldMemory = ReadonlySet<number> | ReadonlyMap<number, number>;

/** How many of the world's entities hold a fingerprint (0: none). */
export function timesUsed(world: WorldMemory, print: number): number {
  return world instanceof Map ? (world.get(print) ?? 0) : world.has(print) ? 1 : 0;
}

/**
 * How much less likely an alternative is for each entity of the world that used it more than the least-used one of
 * its pool: a pool of five rotates through all five before any comes back, and again before any comes back a third
 * time, instead of falling back to chance once each has been used.
 */
const USED_IN_WORLD_WEIGHT = 0.04;

let templateWorld: TemplateWorld | undefined;

/** Runs `write` (synchronous: no other writing can interleave) with the grammar aware of a GM's world. */
export function withTemplateWorld<T>(world: TemplateWorld, write: () => T): T {
  const outer = templateWorld;
  templateWorld = world;
  try {
    return write();
  } finally {
    templateWorld = outer;
  }
}

/** An alternative's id in a world: a 32-bit hash of its symbol and source, stable while the text is unchanged. */
function alternativeId(symbol: string, source: string): number {
  return hashString(`template:${symbol}\u0000${source}`)[0] | 0;
}

export class GrammarError extends Error {
  override readonly name = 'GrammarError';
}

const STRING_MODIFIERS: Readonly<Record<string, (text: string, arg: string | undefined) => string>> = {
  a: (t) => withArticle(t),
  s: (t) => plural(t),
  capitalize: (t) => capitalize(t),
  title: (t) => titleCase(t),
  lower: (t) => t.toLowerCase(),
  lowerFirst: (t) => lowerFirst(t),
  possessive: (t) => possessive(t),
  the: (t) => (/^the /i.test(t) ? t : `the ${t}`),
  words: (t) => (/^\d+$/.test(t) ? numberWords(Number(t)) : t),
};

/** Pronoun and agreement modifiers; capitalised names give a capitalised word for sentence starts. */
const PERSON_MODIFIERS: Readonly<Record<string, (p: Pronouns, arg: string | undefined) => string>> = {
  they: (p, verb) => (verb ? `${p.subject} ${agree(verb, p)}` : p.subject),
  They: (p, verb) => capitalize(verb ? `${p.subject} ${agree(verb, p)}` : p.subject),
  them: (p) => p.object,
  their: (p) => p.possessive,
  Their: (p) => capitalize(p.possessive),
  theirs: (p) => p.possessivePronoun,
  themself: (p) => p.reflexive,
  is: (p) => agree('is', p),
  was: (p) => agree('was', p),
  has: (p) => agree('has', p),
  does: (p) => agree('does', p),
  /** `#npc.v:keeps#`: the verb alone, agreeing with the person ("keeps" / "keep"). */
  v: (p, verb) => agree(verb ?? '', p),
};

function isPerson(value: unknown): value is Person {
  return typeof value === 'object' && value !== null && 'pronouns' in value && 'name' in value;
}

const defaultStrict = typeof process === 'undefined' || process.env?.NODE_ENV !== 'production';

export interface GrammarOptions {
  /** Throw on unknown symbols, modifiers and dead ends (development and tests); otherwise they expand to ''. */
  readonly strict?: boolean;
}

/** A compiled set of rules, shared by every entity; per-entity state lives in a GrammarContext. */
export class Grammar {
  readonly strict: boolean;
  private readonly rules = new Map<string, readonly Alternative[]>();
  private readonly templates = new Map<string, readonly Node[]>();

  constructor(rules: RuleSet | readonly RuleSet[], options: GrammarOptions = {}) {
    this.strict = options.strict ?? defaultStrict;
    const sets = Array.isArray(rules) ? (rules as readonly RuleSet[]) : [rules as RuleSet];
    for (const set of sets) {
      for (const [symbol, alternatives] of Object.entries(set)) {
        if (this.rules.has(symbol)) throw new GrammarError(`Symbol "${symbol}" is defined twice`);
        if (alternatives.length === 0) throw new GrammarError(`Symbol "${symbol}" has no alternatives`);
        this.rules.set(
          symbol,
          alternatives.map((source, index) => compileAlternative(symbol, source, index)),
        );
      }
    }
  }

  has(symbol: string): boolean {
    return this.rules.has(symbol);
  }

  symbols(): string[] {
    return [...this.rules.keys()];
  }

  /** A fresh per-entity context: its tags, its bound variables and its memory of what was already used. */
  context(
    init: { tags?: Iterable<string>; vars?: Readonly<Record<string, GrammarValue>> } = {},
  ): GrammarContext {
    return new GrammarContext(this, init.tags, init.vars);
  }

  /** @internal */
  alternatives(symbol: string): readonly Alternative[] | undefined {
    return this.rules.get(symbol);
  }

  /** @internal Parsed templates are cached: the same strings are expanded for every entity. */
  parse(template: string): readonly Node[] {
    let nodes = this.templates.get(template);
    if (!nodes) {
      nodes = parseTemplate(template);
      this.templates.set(template, nodes);
    }
    return nodes;
  }
}

/** One entity's view of a grammar: names picked once stay bound, tags filter choices, nothing repeats. */
export class GrammarContext {
  readonly tags: Set<string>;
  private readonly vars = new Map<string, GrammarValue>();
  private readonly used = new Map<string, Set<number>>();

  constructor(
    private readonly grammar: Grammar,
    tags: Iterable<string> = [],
    vars: Readonly<Record<string, GrammarValue>> = {},
  ) {
    this.tags = new Set(tags);
    for (const [k, v] of Object.entries(vars)) this.vars.set(k, v);
  }

  bind(name: string, value: GrammarValue): this {
    this.vars.set(name, value);
    return this;
  }

  get(name: string): GrammarValue | undefined {
    return this.vars.get(name);
  }

  has(name: string): boolean {
    return this.vars.has(name);
  }

  tag(...tags: string[]): this {
    for (const t of tags) this.tags.add(t);
    return this;
  }

  hasTag(tag: string): boolean {
    return this.tags.has(tag);
  }

  /** Expands a template with the given stream. */
  expand(template: string, rng: Rng): string {
    return this.run(this.grammar.parse(template), rng, 0);
  }

  /** Expands a symbol with the given stream: `expandSymbol('trait', rng)` is `expand('#trait#', rng)`. */
  expandSymbol(symbol: string, rng: Rng): string {
    return this.pickAndRun(symbol, rng, 0);
  }

  /** Up to `count` distinct expansions of one symbol (fewer when its allowed alternatives run out). */
  expandMany(symbol: string, count: number, rng: Rng): string[] {
    const out: string[] = [];
    for (let guard = 0; out.length < count && guard < count * 3; guard++) {
      if (!this.hasFreshAlternative(symbol)) break;
      const text = this.pickAndRun(symbol, rng, 0);
      if (text && !out.includes(text)) out.push(text);
    }
    return out;
  }

  /** True when the symbol still has an allowed alternative this entity has not used. */
  hasFreshAlternative(symbol: string): boolean {
    const alts = this.grammar.alternatives(symbol);
    if (!alts) return false;
    const used = this.used.get(symbol);
    return this.allowed(alts).some((a) => !used?.has(a.index));
  }

  private allowed(alts: readonly Alternative[]): Alternative[] {
    const ordinary: Alternative[] = [];
    const fallback: Alternative[] = [];
    for (const alt of alts) {
      if (!this.admits(alt)) continue;
      (alt.isElse ? fallback : ordinary).push(alt);
    }
    return ordinary.length > 0 ? ordinary : fallback;
  }

  private admits(alt: Alternative): boolean {
    for (const t of alt.forbid) if (this.tags.has(t)) return false;
    for (const group of alt.require) if (!group.some((t) => this.tags.has(t))) return false;
    return true;
  }

  private pickAndRun(symbol: string, rng: Rng, depth: number): string {
    const alts = this.grammar.alternatives(symbol);
    if (!alts) return this.fail(`Unknown symbol "#${symbol}#"`);
    const allowed = this.allowed(alts);
    if (allowed.length === 0) {
      return this.fail(`No alternative of "#${symbol}#" fits the tags [${[...this.tags].join(' ')}]`);
    }
    let used = this.used.get(symbol);
    if (!used) {
      used = new Set();
      this.used.set(symbol, used);
    }
    const fresh = allowed.filter((a) => !used.has(a.index));
    // Repeats only once every allowed alternative has been used in this entity.
    const pool = fresh.length > 0 ? fresh : allowed;
    const world = templateWorld;
    let alt: Alternative;
    if (world && world.avoid.size > 0) {
      const times = new Map(pool.map((a) => [a, timesUsed(world.avoid, a.id)]));
      const least = Math.min(...times.values());
      alt = rng.weighted(pool, (a) => a.weight * USED_IN_WORLD_WEIGHT ** ((times.get(a) ?? 0) - least));
    } else alt = rng.weighted(pool, (a) => a.weight);
    used.add(alt.index);
    world?.used.add(alt.id);
    for (const t of alt.add) this.tags.add(t);
    return this.run(alt.nodes, rng, depth + 1);
  }

  private run(nodes: readonly Node[], rng: Rng, depth: number): string {
    if (depth > 40) return this.fail('Grammar recursion deeper than 40 levels');
    let out = '';
    for (const node of nodes) {
      if (node.kind === 'text') out += node.text;
      else if (node.kind === 'bind') {
        if (node.ifUnset && this.vars.has(node.name)) continue;
        this.vars.set(node.name, this.run(node.body, rng, depth + 1));
      } else out += this.evaluate(node, rng, depth);
    }
    return out;
  }

  private evaluate(node: Extract<Node, { kind: 'expr' }>, rng: Rng, depth: number): string {
    let value: unknown;
    if (this.vars.has(node.head)) value = this.vars.get(node.head);
    else if (this.grammar.has(node.head)) value = this.pickAndRun(node.head, rng, depth);
    else return this.fail(`Unknown symbol "#${node.source}#"`);

    for (const mod of node.mods) {
      if (
        typeof value === 'object' &&
        value !== null &&
        mod.arg === undefined &&
        Object.hasOwn(value, mod.name)
      ) {
        value = (value as Record<string, unknown>)[mod.name];
        if (value === undefined || value === null)
          return this.fail(`"#${node.source}#" reads a missing field`);
        continue;
      }
      const personMod = PERSON_MODIFIERS[mod.name];
      if (personMod) {
        if (!isPerson(value)) return this.fail(`".${mod.name}" needs a person in "#${node.source}#"`);
        value = personMod(value.pronouns, mod.arg);
        continue;
      }
      const stringMod = STRING_MODIFIERS[mod.name];
      if (!stringMod) return this.fail(`Unknown modifier ".${mod.name}" in "#${node.source}#"`);
      value = stringMod(this.render(value, node.source), mod.arg);
    }
    return this.render(value, node.source);
  }

  private render(value: unknown, source: string): string {
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { name?: unknown }).name === 'string'
    ) {
      return (value as { name: string }).name;
    }
    return this.fail(`"#${source}#" does not render to text`);
  }

  private fail(message: string): string {
    if (this.grammar.strict) throw new GrammarError(message);
    return '';
  }
}

const NAME = /^[A-Za-z_][\w-]*$/;

function compileAlternative(symbol: string, source: string, index: number): Alternative {
  let body = source;
  const require: string[][] = [];
  const forbid: string[] = [];
  const add: string[] = [];
  let weight = 1;
  let isElse = false;
  if (body.startsWith('<')) {
    const end = body.indexOf('>');
    if (end < 0) throw new GrammarError(`Unclosed tag clause in "${symbol}": ${source}`);
    for (const token of body.slice(1, end).split(/\s+/).filter(Boolean)) {
      if (token === 'else') isElse = true;
      else if (token.startsWith('!')) forbid.push(token.slice(1));
      else if (token.startsWith('+')) add.push(token.slice(1));
      else if (token.startsWith('^')) weight = Number(token.slice(1));
      else require.push(token.split('|'));
    }
    if (!(weight > 0)) throw new GrammarError(`Bad weight in "${symbol}": ${source}`);
    body = body.slice(end + 1).replace(/^ /, '');
  }
  return {
    index,
    weight,
    require,
    forbid,
    add,
    isElse,
    nodes: parseTemplate(body),
    source,
    id: alternativeId(symbol, source),
  };
}

/** Parses a template into text, expression and binding nodes; malformed templates throw at load time. */
function parseTemplate(src: string): Node[] {
  const nodes: Node[] = [];
  let text = '';
  const flush = () => {
    if (text) nodes.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    if (c === '#') {
      const end = src.indexOf('#', i + 1);
      if (end < 0) throw new GrammarError(`Unclosed "#" in template: ${src}`);
      flush();
      nodes.push(parseExpression(src.slice(i + 1, end), src));
      i = end + 1;
    } else if (c === '[') {
      let depth = 0;
      let end = -1;
      for (let j = i; j < src.length; j++) {
        if (src[j] === '[') depth++;
        else if (src[j] === ']' && --depth === 0) {
          end = j;
          break;
        }
      }
      if (end < 0) throw new GrammarError(`Unclosed "[" in template: ${src}`);
      const inner = src.slice(i + 1, end);
      const colon = inner.indexOf(':');
      if (colon < 0) throw new GrammarError(`Binding without ":" in template: ${src}`);
      let name = inner.slice(0, colon);
      const ifUnset = name.endsWith('?');
      if (ifUnset) name = name.slice(0, -1);
      if (!NAME.test(name)) throw new GrammarError(`Bad variable name "${name}" in template: ${src}`);
      flush();
      nodes.push({ kind: 'bind', name, body: parseTemplate(inner.slice(colon + 1)), ifUnset });
      i = end + 1;
    } else if (c === ']') {
      throw new GrammarError(`Stray "]" in template: ${src}`);
    } else {
      text += c;
      i++;
    }
  }
  flush();
  return nodes;
}

function parseExpression(source: string, template: string): Node {
  const [head, ...rest] = source.split('.');
  if (!head || !NAME.test(head)) throw new GrammarError(`Bad symbol "#${source}#" in template: ${template}`);
  const mods = rest.map((part) => {
    const colon = part.indexOf(':');
    const name = colon < 0 ? part : part.slice(0, colon);
    if (!NAME.test(name)) throw new GrammarError(`Bad modifier ".${part}" in template: ${template}`);
    return { name, arg: colon < 0 ? undefined : part.slice(colon + 1) };
  });
  return { kind: 'expr', head, mods, source };
}
