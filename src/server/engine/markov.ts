// Character-level Markov chains for names: trained on short lists we write, they invent new names in the same sound.
import type { Rng } from './rng.js';

const START = '^';
const END = '$';

export interface MarkovOptions {
  /** Letters of context per step (2 keeps names pronounceable; 3 copies the training list too often). */
  readonly order?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
}

/**
 * A name model keyed on the previous `order` letters. Generated names are bounded in length and, where
 * possible, differ from the training names, so the lists teach a sound rather than supply the names.
 */
export class MarkovNames {
  private readonly order: number;
  private readonly minLength: number;
  private readonly maxLength: number;
  private readonly table = new Map<string, string[]>();
  private readonly known: Set<string>;
  private readonly training: readonly string[];
  /** Consonant clusters the training names use; an invented name may use no others ("Shfoldham" is rejected). */
  private readonly clusters = new Set<string>();

  constructor(training: readonly string[], options: MarkovOptions = {}) {
    if (training.length === 0) throw new RangeError('MarkovNames needs training names');
    this.order = options.order ?? 2;
    this.minLength = options.minLength ?? 4;
    this.maxLength = options.maxLength ?? 10;
    this.training = training;
    this.known = new Set(training.map((n) => n.toLowerCase()));
    for (const name of training) for (const c of consonantClusters(name)) this.clusters.add(c);
    for (const name of training) {
      const word = START.repeat(this.order) + name.toLowerCase() + END;
      for (let i = 0; i + this.order < word.length; i++) {
        const key = word.slice(i, i + this.order);
        const next = word[i + this.order] as string;
        let list = this.table.get(key);
        if (!list) {
          list = [];
          this.table.set(key, list);
        }
        // Duplicates are kept on purpose: frequent transitions should be picked more often.
        list.push(next);
      }
    }
  }

  /** A new name in the training list's sound; falls back to a training name after a few failed tries. */
  generate(rng: Rng): string {
    for (let attempt = 0; attempt < 24; attempt++) {
      const name = this.walk(rng);
      if (name && !this.known.has(name) && consonantClusters(name).every((c) => this.clusters.has(c))) {
        return capitalizeName(name);
      }
    }
    return this.training[rng.int(0, this.training.length - 1)] as string;
  }

  private walk(rng: Rng): string | undefined {
    let context = START.repeat(this.order);
    let out = '';
    while (out.length <= this.maxLength) {
      const options = this.table.get(context);
      if (!options) return undefined;
      const next = rng.pick(options);
      if (next === END) return out.length >= this.minLength ? out : undefined;
      out += next;
      context = (context + next).slice(-this.order);
    }
    return undefined;
  }
}

/** Runs of two or more consonants, marked at the start and end of the name where they sound harshest. */
function consonantClusters(name: string): string[] {
  const word = `^${name.toLowerCase()}$`;
  return [...word.matchAll(/\^?[^aeiouy^$]{2,}\$?/g)].map((m) => m[0]);
}

function capitalizeName(name: string): string {
  return name.replace(
    /(^|[-' ])(\p{L})/gu,
    (_m, lead: string, letter: string) => lead + letter.toUpperCase(),
  );
}
