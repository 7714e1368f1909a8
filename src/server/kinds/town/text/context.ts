// A town generated from another of the user's entities (decision 024): an NPC who lives there becomes one of its
// key people, in their own trade; a faction becomes one of its factions, led by its own leader and wanting what it
// wants; a neighbouring town lends its name to the roads and trade, and its god to the temple; an item is rumoured
// to be in the town. The record is the user's own and read defensively (engine/context.ts).
import { contextFields, contextName, contextRecords, midSentence } from '../../../engine/context.js';
import type { Gender } from '../../../engine/english.js';
import type { NameRace } from '../../../engine/names.js';
import { type Deity, PANTHEON } from '../../../engine/pantheon.js';
import type { ContextEntity } from '../../../pipeline/kind.js';
import type { AgeWord } from './people.js';

export interface ContextPerson {
  readonly name: string;
  readonly first: string;
  readonly last: string;
  readonly race: NameRace;
  readonly gender: Gender;
  readonly age: AgeWord;
  /** 'innkeeper', 'ship captain' (lower-case unless typed as a name). */
  readonly occupation: string;
  /** The first sentence of their appearance, if short enough to carry. */
  readonly look: string;
  /** The look names them ('Odo has brows like two hedges'): a sentence of its own, not a phrase after the name. */
  readonly lookSaid: boolean;
}

export interface TownSetting {
  readonly kind: 'npc' | 'faction' | 'town' | 'magic-item';
  readonly person: ContextPerson | null;
  readonly faction: {
    readonly name: string;
    readonly purpose: string;
    /** What it wants, as a verb phrase after 'to'. */
    readonly aim: string;
    readonly leader: ContextPerson | null;
  } | null;
  /** A neighbouring town: its name and its god. */
  readonly neighbour: { readonly name: string; readonly deity: Deity | null } | null;
  readonly item: { readonly name: string; readonly type: string } | null;
}

const RACES: readonly NameRace[] = [
  'human',
  'elf',
  'dwarf',
  'halfling',
  'gnome',
  'half-elf',
  'half-orc',
  'tiefling',
  'dragonborn',
];

function raceOf(value: unknown): NameRace {
  const text = typeof value === 'string' ? value.toLowerCase() : '';
  return RACES.find((r) => text === r) ?? RACES.find((r) => text.includes(r)) ?? 'human';
}

function genderOf(value: unknown): Gender {
  const text = typeof value === 'string' ? value.toLowerCase() : '';
  if (/^(female|woman|f)$/.test(text)) return 'female';
  if (/^(male|man|m)$/.test(text)) return 'male';
  return text === 'non-binary' ? 'non-binary' : 'male';
}

function ageOf(value: unknown): AgeWord {
  const text = typeof value === 'string' ? value.toLowerCase() : '';
  if (/young|child|adolescent|teen/.test(text)) return 'young';
  if (/elder|old|venerable/.test(text)) return 'elderly';
  if (/middle/.test(text)) return 'middle-aged';
  return 'adult';
}

function personOf(name: string, data: Record<string, unknown>): ContextPerson | null {
  const full = contextName(name, 60);
  if (!full) return null;
  const parts = full.split(/\s+/);
  const occupation = contextName(data.occupation, 50);
  const appearance = typeof data.appearance === 'string' ? data.appearance : '';
  const firstSentence = /^[^.!?]{8,140}[.!?]/.exec(appearance.trim())?.[0] ?? '';
  const look = contextName(firstSentence, 140) ? firstSentence.replace(/[.!?]$/, '') : '';
  return {
    name: full,
    first: parts[0]!,
    last: parts.length > 1 ? parts.slice(1).join(' ') : '',
    race: raceOf(data.race),
    gender: genderOf(data.gender),
    age: ageOf(data.ageCategory ?? data.age),
    occupation: occupation
      ? /^\p{Lu}\p{Ll}+$/u.test(occupation)
        ? occupation.toLowerCase()
        : occupation
      : '',
    look,
    lookSaid: look.split(/[^\p{L}]+/u).includes(parts[0]!.split(/[^\p{L}]+/u)[0]!),
  };
}

function deityIn(text: string): Deity | null {
  return PANTHEON.find((d) => text.includes(d.name)) ?? null;
}

/** Reads the context entity; null for none, or a record with no usable name. */
export function readTownSetting(context: ContextEntity | undefined): TownSetting | null {
  if (!context || typeof context !== 'object') return null;
  const data = contextFields(context.data);
  const name = contextName(data.name ?? context.name, 60) || contextName(context.name, 60);
  if (!name) return null;
  const none = { person: null, faction: null, neighbour: null, item: null };
  switch (context.kind) {
    case 'npc': {
      const person = personOf(name, data);
      return person ? { kind: 'npc', ...none, person } : null;
    }
    case 'faction': {
      const members = contextRecords(data.keyMembers);
      const head = members[0];
      const leader = head ? personOf(contextName(head.name, 60), { occupation: head.role }) : null;
      const goals = Array.isArray(data.goals) ? data.goals : [];
      const goal = goals.map((g) => contextName(g, 120)).find(Boolean) ?? '';
      // A goal reads 'Gain a seat on the council' or 'Gain a seat on the council :: gist'.
      const aim = goal
        ? `${goal[0]!.toLowerCase()}${goal.slice(1)}`.replace(/\s*::.*$/, '').replace(/[.;]+$/, '')
        : '';
      return {
        kind: 'faction',
        ...none,
        faction: {
          name: midSentence(name),
          purpose: contextName(data.purpose, 40).toLowerCase(),
          aim: /^[a-z]/.test(aim) && aim.length <= 110 ? aim : '',
          leader,
        },
      };
    }
    case 'town': {
      const religion = typeof data.religion === 'string' ? data.religion : '';
      return { kind: 'town', ...none, neighbour: { name, deity: deityIn(religion) } };
    }
    case 'magic-item': {
      const type = contextName(data.type, 40).toLowerCase();
      return { kind: 'magic-item', ...none, item: { name: midSentence(name), type: type || 'relic' } };
    }
    default:
      return null;
  }
}
