// Writes a coat of arms in heraldic English ('Sable, a chevron or between three ravens argent') from the same
// record the emblem is drawn from, naming exactly the tinctures and charges the drawing shows.
import { type Arms, type Charge, MAX_COUNTED_CHARGES } from '../../../../shared/kinds/faction.js';
import { numberWords } from '../../../engine/english.js';
import { chargeGround } from './arms.js';
import type { LineStyle } from './lines.js';

/** Singular and plural nouns where the charge's name is not the noun or its plural is not a plain 's'. */
const NOUNS: Partial<Record<Charge, readonly [string, string]>> = {
  wolf: ['wolf', 'wolves'],
  fox: ['fox', 'foxes'],
  fish: ['fish', 'fish'],
  scales: ['pair of scales', 'pairs of scales'],
  shears: ['pair of shears', 'pairs of shears'],
  'fleur-de-lis': ['fleur-de-lis', 'fleurs-de-lis'],
  hourglass: ['hourglass', 'hourglasses'],
  axe: ['axe', 'axes'],
  torch: ['torch', 'torches'],
  phoenix: ['phoenix', 'phoenixes'],
  butterfly: ['butterfly', 'butterflies'],
  octopus: ['octopus', 'octopuses'],
  lily: ['lily', 'lilies'],
  portcullis: ['portcullis', 'portcullises'],
  'cross-formy': ['cross formy', 'crosses formy'],
  'oak-leaf': ['oak leaf', 'oak leaves'],
  grapes: ['bunch of grapes', 'bunches of grapes'],
  horn: ['hunting horn', 'hunting horns'],
  wreath: ['laurel wreath', 'laurel wreaths'],
  pine: ['pine tree', 'pine trees'],
};

export function chargeNoun(charge: Charge, count: number): string {
  const [one, many] = NOUNS[charge] ?? [charge, `${charge}s`];
  return count === 1 ? one : many;
}

/** 'a' or 'an' before a noun (an hourglass: its h is silent; a unicorn: its u sounds 'you'). */
export function article(noun: string): string {
  if (/^(?:uni|eu|one)/i.test(noun)) return 'a';
  return /^(?:[aeiou]|hour)/i.test(noun) ? 'an' : 'a';
}

/** 'three ravens', 'an eagle', 'a pair of scales', 'twelve boars'. */
export function chargesPhrase(charge: Charge, count: number): string {
  const n = Math.max(1, Math.min(MAX_COUNTED_CHARGES, count));
  const noun = chargeNoun(charge, n);
  return `${n === 1 ? article(noun) : numberWords(n)} ${noun}`;
}

/** A charge's colour: its tincture, or the natural colour it is borne in ('of copper proper'). */
function colourOf(c: { tincture: Arms['field']; proper?: string | undefined }): string {
  return c.proper ? `of ${c.proper} proper` : c.tincture;
}

/** The main charges as the blazon names them: counted ('five candles'), or strewn ('semy of eyes'). */
function mainPhrase(charge: Arms['charge']): string {
  return charge.semy ? `semy of ${chargeNoun(charge.type, 2)}` : chargesPhrase(charge.type, charge.count);
}

const lineWord = (line: LineStyle) => (line === 'straight' ? '' : ` ${line}`);

/** Where on a divided field the charges lie, by the division, the part (1 or 2) and the count. */
function partPlace(division: Arms['division']['type'], part: 1 | 2, count: number): string {
  switch (division) {
    case 'per pale':
      return part === 1 ? 'in dexter' : 'in sinister';
    case 'per fess':
    case 'per chevron':
      return part === 1 ? 'in chief' : 'in base';
    case 'per bend':
      return part === 1 ? 'in sinister chief' : 'in dexter base';
    case 'quarterly':
      if (count === 1) return part === 1 ? 'in the first quarter' : 'in the second quarter';
      return part === 1 ? 'in the first and fourth quarters' : 'in the second and third quarters';
    case 'per saltire':
      if (part === 1) return count === 1 ? 'in chief' : count === 2 ? 'in pale' : 'in chief and in base';
      return count === 1 ? 'in dexter' : 'in fess';
    default:
      return '';
  }
}

/** Charges set around an ordinary: either 'between' it, or a place on the field named after it. */
function around(
  ordinary: Exclude<Arms['ordinary']['type'], 'none' | 'chief' | 'bordure'>,
  count: number,
): { between: boolean; place: string } {
  if (count >= 4) return { between: true, place: '' };
  if (count >= 2) {
    if (ordinary === 'cross')
      return {
        between: false,
        place: count === 2 ? 'in the first and second quarters' : 'in the first, second and third quarters',
      };
    if (ordinary === 'chevron' && count === 2) return { between: true, place: 'in chief' };
    if (ordinary === 'saltire' && count === 2) return { between: true, place: 'in fess' };
    return { between: true, place: '' };
  }
  const single: Record<typeof ordinary, string> = {
    fess: 'in chief',
    pale: 'in dexter',
    bend: 'in sinister chief',
    chevron: 'in base',
    cross: 'in the first quarter',
    saltire: 'in chief',
    pile: 'in dexter base',
  };
  return { between: false, place: single[ordinary] };
}

/** The blazon: capitalised first word, tinctures in lower case, one sentence without a final stop. */
export function blazonOf(arms: Arms): string {
  const { division, ordinary, charge } = arms;
  const field =
    division.type === 'none'
      ? arms.field
      : division.type === 'quarterly'
        ? `quarterly${lineWord(division.line)} ${arms.field} and ${division.tincture}`
        : `${division.type}${lineWord(division.line)} ${arms.field} and ${division.tincture}`;
  const ground = chargeGround(arms);
  const noun = mainPhrase(charge);
  const charges = ground.on === 'none' ? '' : `${noun} ${colourOf(charge)}`;
  const ord = ordinary.type === 'none' ? '' : `a ${ordinary.type}${lineWord(ordinary.line)}`;
  const parts: string[] = [field];
  const second = arms.second;
  const seconds = second ? `${chargesPhrase(second.type, second.count)} ${colourOf(second)}` : '';

  if (second && ord && ground.on === 'field') {
    // Two charges: the main ones on the field, the second on the ordinary ('a lighthouse argent, on a chief or
    // three ravens sable'; 'on a fess or between three bells argent, two keys gules').
    if (ordinary.type === 'chief' || ordinary.type === 'bordure') {
      parts.push(charges, `on ${ord} ${ordinary.tincture} ${seconds}`);
    } else {
      const set = around(ordinary.type as Parameters<typeof around>[0], charge.count);
      if (set.between)
        parts.push(
          `on ${ord} ${ordinary.tincture} between ${charges}${set.place ? ` ${set.place}` : ''}`,
          seconds,
        );
      else parts.push(`on ${ord} ${ordinary.tincture} ${seconds}`, `${set.place} ${charges}`);
    }
  } else if (ground.on === 'part') {
    if (ord) parts.push(`${ord} ${ordinary.tincture}`);
    parts.push(`${partPlace(division.type, ground.part, charge.count)} ${charges}`);
  } else if (!ord) {
    if (charges) parts.push(charges);
  } else if (ground.on === 'none') {
    parts.push(`${ord} ${ordinary.tincture}`);
  } else if (ground.on === 'ordinary') {
    parts.push(`on ${ord} ${ordinary.tincture} ${charges}`);
  } else if (ordinary.type === 'chief' || ordinary.type === 'bordure' || ordinary.type === 'none') {
    // The charges of the field come first, then the chief or bordure that frames them; one tincture for both
    // when they share it ('an escallop and a chief argent').
    if (ordinary.tincture === charge.tincture && !charge.proper)
      parts.push(`${noun} and ${ord} ${ordinary.tincture}`);
    else parts.push(charges, `${ord} ${ordinary.tincture}`);
  } else {
    const set = around(ordinary.type, charge.count);
    if (set.between) {
      // One tincture for both when they share it: 'a chevron between three ravens argent'.
      const head =
        ordinary.tincture === charge.tincture && !charge.proper
          ? `${ord} between ${noun} ${charge.tincture}`
          : `${ord} ${ordinary.tincture} between ${noun} ${colourOf(charge)}`;
      parts.push(set.place ? `${head} ${set.place}` : head);
    } else {
      parts.push(`${ord} ${ordinary.tincture}`, `${set.place} ${charges}`);
    }
  }
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
