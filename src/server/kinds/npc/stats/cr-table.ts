// The challenge rating tables a stat block is built to: proficiency bonus and XP by CR (SRD 5.1) and the target
// armor class, hit points, attack bonus, damage per round and save DC of a creature of each CR.
import type { NpcChallengeRating } from '../../../../shared/kinds/npc.js';

export interface CrRow {
  readonly cr: NpcChallengeRating;
  /** The CR as a number, for comparisons: 1/8 is 0.125. */
  readonly value: number;
  readonly xp: number;
  readonly proficiency: number;
  readonly armorClass: number;
  readonly hitPoints: readonly [number, number];
  readonly attackBonus: number;
  readonly damagePerRound: readonly [number, number];
  readonly saveDc: number;
}

type Row = [NpcChallengeRating, number, number, number, number, number, number, number, number, number];

// cr, value, xp, proficiency, AC, HP low, HP high, attack bonus, damage low, damage high; the save DC is listed
// separately below to keep the rows short.
const ROWS: readonly Row[] = [
  ['0', 0, 10, 2, 13, 1, 6, 3, 0, 1],
  ['1/8', 0.125, 25, 2, 13, 7, 35, 3, 2, 3],
  ['1/4', 0.25, 50, 2, 13, 36, 49, 3, 4, 5],
  ['1/2', 0.5, 100, 2, 13, 50, 70, 3, 6, 8],
  ['1', 1, 200, 2, 13, 71, 85, 3, 9, 14],
  ['2', 2, 450, 2, 13, 86, 100, 3, 15, 20],
  ['3', 3, 700, 2, 13, 101, 115, 4, 21, 26],
  ['4', 4, 1100, 2, 14, 116, 130, 5, 27, 32],
  ['5', 5, 1800, 3, 15, 131, 145, 6, 33, 38],
  ['6', 6, 2300, 3, 15, 146, 160, 6, 39, 44],
  ['7', 7, 2900, 3, 15, 161, 175, 6, 45, 50],
  ['8', 8, 3900, 3, 16, 176, 190, 7, 51, 56],
  ['9', 9, 5000, 4, 16, 191, 205, 7, 57, 62],
  ['10', 10, 5900, 4, 17, 206, 220, 7, 63, 68],
  ['11', 11, 7200, 4, 17, 221, 235, 8, 69, 74],
  ['12', 12, 8400, 4, 17, 236, 250, 8, 75, 80],
  ['13', 13, 10000, 5, 18, 251, 265, 8, 81, 86],
  ['14', 14, 11500, 5, 18, 266, 280, 8, 87, 92],
  ['15', 15, 13000, 5, 18, 281, 295, 8, 93, 98],
  ['16', 16, 15000, 5, 18, 296, 310, 9, 99, 104],
  ['17', 17, 18000, 6, 19, 311, 325, 10, 105, 110],
  ['18', 18, 20000, 6, 19, 326, 340, 10, 111, 116],
  ['19', 19, 22000, 6, 19, 341, 355, 10, 117, 122],
  ['20', 20, 25000, 6, 19, 356, 400, 10, 123, 140],
  ['21', 21, 33000, 7, 19, 401, 445, 11, 141, 158],
  ['22', 22, 41000, 7, 19, 446, 490, 11, 159, 176],
  ['23', 23, 50000, 7, 19, 491, 535, 11, 177, 194],
  ['24', 24, 62000, 7, 19, 536, 580, 12, 195, 212],
  ['25', 25, 75000, 8, 19, 581, 625, 12, 213, 230],
  ['26', 26, 90000, 8, 19, 626, 670, 12, 231, 248],
  ['27', 27, 105000, 8, 19, 671, 715, 13, 249, 266],
  ['28', 28, 120000, 8, 19, 716, 760, 13, 267, 284],
  ['29', 29, 135000, 9, 19, 761, 805, 13, 285, 302],
  ['30', 30, 155000, 9, 19, 806, 850, 14, 303, 320],
];

/** Save DC by row, in the same order as ROWS. */
const SAVE_DCS: readonly number[] = [
  13, 13, 13, 13, 13, 13, 13, 14, 15, 15, 15, 16, 16, 16, 17, 17, 18, 18, 18, 18, 19, 19, 19, 19, 20, 20, 20,
  21, 21, 21, 22, 22, 22, 23,
];

export const CR_TABLE: readonly CrRow[] = ROWS.map(
  ([cr, value, xp, proficiency, ac, hpLo, hpHi, atk, dLo, dHi], i) => ({
    cr,
    value,
    xp,
    proficiency,
    armorClass: ac,
    hitPoints: [hpLo, hpHi],
    attackBonus: atk,
    damagePerRound: [dLo, dHi],
    saveDc: SAVE_DCS[i] ?? 13,
  }),
);

const BY_CR = new Map(CR_TABLE.map((row) => [row.cr, row]));

export function crRow(cr: NpcChallengeRating): CrRow {
  const row = BY_CR.get(cr);
  if (!row) throw new Error(`Unknown challenge rating ${cr}`);
  return row;
}

/** The SRD 5.1 'Proficiency Bonus by Challenge Rating' rule: +2 at CR 0 to 4, one more every four CRs. */
export function proficiencyFor(value: number): number {
  return value < 5 ? 2 : Math.floor((value - 1) / 4) + 2;
}

/** An ability score's modifier (SRD 5.1): floor((score - 10) / 2). */
export const abilityModifier = (score: number): number => Math.floor((score - 10) / 2);
