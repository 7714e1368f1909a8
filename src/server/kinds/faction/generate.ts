// The procedural faction writer: request + seed -> a complete faction, deterministic and offline. It decides first
// (text/record.ts: kind, the typed purpose read into facts, temper, places and the land, who governs, people,
// ranks, rivals, allies, front, goals, arms), writes each section from the record with its own stream of the seed,
// then checks the parts against each other (text/agreement.ts) and repairs any clash before it returns.
import type { FactionData, FactionRequest } from '../../../shared/kinds/faction.js';
import { tidy } from '../../engine/english.js';
import { createRng } from '../../engine/rng.js';
import type { WriteOptions } from '../../pipeline/kind.js';
import { decideArms } from './emblem/arms.js';
import { blazonOf } from './emblem/blazon.js';
import { type AgreementContext, enforceAgreement } from './text/agreement.js';
import { readFactionSetting, writeContextRival, writeThreatQuest } from './text/context.js';
import { writeDescription, writePublicFace } from './text/description.js';
import { writeHistory } from './text/history.js';
import { leaderLookLine, writeKeyMembers, writeLeadership } from './text/people.js';
import { writeHeadquarters, writeTerritory } from './text/places.js';
import { writeQuests } from './text/quests.js';
import { buildRecord, type FactionRecord } from './text/record.js';
import { writeAllies, writeRivals, writeWeaknesses } from './text/relations.js';
import { writeAbilities, writeResources, writeRituals } from './text/resources.js';
import { writeRecruitment, writeStructure } from './text/structure.js';

/**
 * Writes a faction. Every section is written whatever the include flags say, in a fixed order and each from its
 * own stream, and the agreement checks run over the whole, so switching a flag off never changes another section;
 * excluded sections are then emptied.
 */
export function generateFaction(
  request: FactionRequest,
  seed: number,
  options: WriteOptions = {},
): FactionData {
  const { draft, agreement } = draftFaction(request, seed, options);
  const checked = undoubleTitles(enforceAgreement(draft, agreement));
  // The leader's looks are told in the leadership section; left out, the leader's key-member line tells them.
  const [head, ...rest] = checked.keyMembers;
  const keyMembers =
    head && !request.includeLeadership
      ? [{ ...head, description: `${agreement.leaderLook ?? ''} ${head.description}`.trim() }, ...rest]
      : checked.keyMembers;
  return {
    ...checked,
    leadership: request.includeLeadership ? checked.leadership : '',
    structure: request.includeStructure ? checked.structure : '',
    recruitment: request.includeRecruitment ? checked.recruitment : '',
    historyBackground: request.includeHistory ? checked.historyBackground : '',
    resources: request.includeResources ? checked.resources : [],
    rituals: request.includeRituals ? checked.rituals : [],
    specialAbilities: request.includeSpecialAbilities ? checked.specialAbilities : [],
    quests: request.includeQuests ? checked.quests : [],
    keyMembers: request.includeKeyMembers ? keyMembers : [],
    rivals: request.includeRivals ? checked.rivals : [],
    allies: request.includeAllies ? checked.allies : [],
    weaknesses: request.includeWeaknesses ? checked.weaknesses : [],
  };
}

/**
 * The faction as written, every section included, before the agreement checks, and what the checks need to know
 * (whose goals they are, the town, spare items). Kept apart so tests can see what the checks repair.
 */
export function draftFaction(
  request: FactionRequest,
  seed: number,
  options: WriteOptions = {},
): { draft: FactionData; agreement: AgreementContext } {
  const root = createRng(seed >>> 0, 'faction', options.reroll);
  // A town the faction is generated from (decision 024); any other context is ignored.
  const setting = readFactionSetting(options.context, request.name);
  const record = buildRecord(request, root, decideArms, setting);

  const description = writeDescription(record, root.fork('description'));
  const headquarters = writeHeadquarters(record, root.fork('headquarters'));
  const drawnTerritory = writeTerritory(record, root.fork('territory'));
  // From a town: a territory too wide to name it says where it is run from.
  const territory =
    setting && !drawnTerritory.includes(record.places.town)
      ? `${drawnTerritory} ${tidy(record.ctx.expandSymbol('cx_territory_seat', root.fork('territory').fork('context-territory')))}`
      : drawnTerritory;
  const leadership = writeLeadership(record, root.fork('leadership'));
  const structure = writeStructure(record, root.fork('structure'));
  const recruitment = writeRecruitment(record, root.fork('recruitment'));
  const historyBackground = writeHistory(record, root.fork('history'));
  const resources = writeResources(record, root.fork('resources'));
  const rituals = writeRituals(record, root.fork('rituals'));
  const specialAbilities = writeAbilities(record, root.fork('abilities'));
  const keyMembers = writeKeyMembers(record, root.fork('members-text'));
  const rivals = writeRivals(record, root.fork('rivals'));
  const allies = writeAllies(record, root.fork('allies'));
  const weaknesses = writeWeaknesses(record, root.fork('weaknesses'));
  const quests = writeQuests(record, root.fork('quests'));
  const questList = quests.items.slice(0, quests.count);
  // From a town: its other faction among the rivals, and one of its threats among the quests, each drawn from a
  // stream of its own (nothing is drawn without a context).
  const townRival = setting ? writeContextRival(record, root.fork('rivals').fork('context-rival')) : null;
  if (townRival && !rivals.some((r) => r.rivalName.toLowerCase() === townRival.rivalName.toLowerCase())) {
    rivals.splice(Math.min(rivals.length, 4), rivals.length, townRival);
  }
  const threatQuest = setting
    ? writeThreatQuest(record, setting, root.fork('quests').fork('context-quest'))
    : null;
  if (threatQuest) questList.splice(Math.min(questList.length, 5), questList.length, threatQuest);

  // Last, so that the words players may see change nothing else the writer draws.
  const publicFace = writePublicFace(record, root.fork('description').fork('public'));
  const full: FactionData = {
    name: record.name.name,
    motto: record.motto,
    purpose: record.purpose,
    size: record.size,
    alignment: record.alignment,
    influence: record.influence,
    secrecy: record.secrecy,
    description,
    publicFace,
    headquarters,
    territory,
    goals: record.goals.map((g) => g.text),
    leadership,
    structure,
    recruitment,
    historyBackground,
    resources: resources.items.slice(0, resources.count),
    rituals,
    specialAbilities,
    quests: questList,
    keyMembers,
    rivals,
    allies,
    weaknesses: weaknesses.items.slice(0, weaknesses.count),
    emblemStyle: request.emblemStyle,
    arms: record.arms,
    blazon: blazonOf(record.arms),
    tags: deriveTags(record),
  };
  return {
    draft: full,
    agreement: {
      givenGoals: record.givenGoals,
      allGoals: record.goals.map((g) => g.text),
      town: record.places.town,
      leaderLook: leaderLookLine(record, root.fork('members-text').fork('leader-look')),
      water: record.geo.water,
      townDeities: setting ? setting.deities.map((d) => d.name) : null,
      spares: {
        resources: resources.items.slice(resources.count),
        weaknesses: weaknesses.items.slice(weaknesses.count),
        quests: quests.items.slice(quests.count),
      },
    },
  };
}

// A title that already names the faction followed by the faction's name again: 'the Keeper of the Crimson Lily of
// the Crimson Lily', 'the Warden of the Silver Bell of the Knights of the Silver Bell'. The second naming goes.
const WORDS = String.raw`(?:the )?[A-Z][\p{L}’'-]*(?: (?:of |the |of the )?[A-Z][\p{L}’'-]*)*`;
const DOUBLED = new RegExp(
  String.raw`\b((?:[A-Z][\p{L}’'-]* )?[A-Z][\p{L}’'-]* of (?:the )?([A-Z][\p{L}’'-]*(?: [A-Z][\p{L}’'-]*)*)) of (${WORDS})`,
  'gu',
);

function undoubleText(text: string): string {
  return text.replace(DOUBLED, (whole, title: string, named: string, again: string) =>
    again.endsWith(named) ? title : whole,
  );
}

function undoubleValue<T>(value: T): T {
  if (typeof value === 'string') return undoubleText(value) as T;
  if (Array.isArray(value)) return value.map(undoubleValue) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, undoubleValue(v)])) as T;
  return value;
}

/** Every text of the faction with doubled titles undone; the arms and the name are left as decided. */
function undoubleTitles(faction: FactionData): FactionData {
  const { arms, name, ...rest } = faction;
  return { ...undoubleValue(rest), arms, name } as FactionData;
}

const FAMILY_TAGS: Record<FactionRecord['profile']['family'], string> = {
  crime: 'criminal',
  faith: 'religious',
  martial: 'martial',
  learned: 'learned',
  power: 'political',
};

/** Tags: the kind, its size, secrecy, alignment and influence, its family, and a word for a front or a feud. */
function deriveTags(record: FactionRecord): string[] {
  const tags = [
    record.purpose,
    record.size,
    record.secrecy,
    record.alignment,
    `${record.influence} influence`,
    FAMILY_TAGS[record.profile.family],
    record.hidden ? 'front' : undefined,
    record.rivals.some((r) => r.kind === record.profile.id) ? 'feud' : undefined,
  ];
  return [...new Set(tags.filter((t): t is string => Boolean(t)))].slice(0, 8);
}
