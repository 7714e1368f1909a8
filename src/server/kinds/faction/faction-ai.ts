// What an AI provider needs to write and paint a faction (decision 010): field guidance, the facts code keeps
// (options, the purpose it was read as, the arms and their blazon, a given name and given goals, the sections
// switched off), and the emblem prompt, written from the same arms the procedural emblem draws.
import type {
  FactionData,
  FactionEmblemStyle,
  factionDataSchema,
  factionRequestSchema,
} from '../../../shared/kinds/faction.js';
import type { KindAi } from '../../pipeline/kind.js';

export const FACTION_GUIDANCE = `
- name, motto: the faction's name and its motto (a short phrase; may be an empty string for a faction that would never say one aloud).
- purpose, size, influence, secrecy, alignment, emblemStyle, arms, blazon: decided by the engine; repeat them exactly as given.
- description: one paragraph (70 to 150 words): what the faction is, does and wants, as its size, influence and alignment make it. For a secret or clandestine faction, say what the public believes it is (its front) and what it really is.
- headquarters: one or two sentences naming the place; it fits the size (a Small Gang holds a cellar or back room in one ward; a World Organization has a seat and chapter houses in many lands).
- territory: one or two sentences on where it operates, as wide as its size and influence.
- goals: 2 to 4 goals, one sentence each (given goals are kept as they are, in order).
- leadership: 2 or 3 sentences naming the leader, who is the first of keyMembers, and how they lead.
- structure: the ranks by name from the lowest to the highest and how orders travel, 2 to 4 sentences.
- recruitment: who they take and how, 2 or 3 sentences.
- historyBackground: one paragraph (60 to 140 words) from founding to now, naming the first of the rivals as the old enemy.
- resources, rituals: 2 to 4 each (name and a one or two sentence description).
- specialAbilities: 2 to 4 things the faction can do that others cannot, one sentence each.
- quests: 2 to 4 missions (title and description), each serving one of the goals.
- keyMembers: 3 to 8 by size (name, role, description); roles are the structure's ranks; the leader first.
- rivals: 1 to 4 (rivalName and description); allies: 1 to 4 named organisations or people.
- weaknesses: 2 to 4, each something a named rival could exploit.
- tags: 3 to 6 short lowercase keywords.
Empty lists and strings in the decided facts stay empty and are not mentioned elsewhere. Keep the same people, places and organisations through every section.
What the game master typed is what the faction is: a typed purpose ('a church of the sun god that runs hospitals', 'beekeepers who secretly breed giant bees for war') names its kind, its god, its trade, its creatures and its methods, and every section follows it (a church with hospitals, not a noble house; keepers of bees who breed war-bees, not smugglers). Weave the typed words into grammatical sentences rather than only quoting them; a word you cannot use is kept as typed, never replaced. Typed goals are kept word for word, and the faction is one whose purpose serves them.
The parts agree: a goal is something not yet had (no goal to win a seat it holds by right, to build the temple it already meets in, or to recover a relic it keeps); numbers agree (members at least fill the ranks and cells named); a person dies once, in one way; the goals fit the purpose (a society that hoards knowledge founds no school open to all); the faction is rich or poor, not both; a public noble house keeps no secret roll of members; every quest serves a goal and names the one it serves.
When the faction belongs to a town (its context), it takes the town's facts: the town's gods and temples (no temple of another god there), its water (no quays, river stairs or barges in a dry town), its land, its government and its districts and streets.
`;

const STYLE_WORDS: Record<FactionEmblemStyle, string> = {
  fantasy: 'a glossy fantasy crest with a gold rim and rich shading',
  medieval: 'a flat medieval coat of arms with bold black outlines, as in an old roll of arms',
  dark: 'a dark, weathered iron-rimmed shield in deep shadow',
  elegant: 'an elegant heraldic cartouche with fine gold linework',
  tribal: 'a painted round hide shield with brush-stroke edges',
  arcane: 'an arcane sigil shield ringed with faintly glowing runes',
  religious: 'a devotional heraldic shield under a halo of rays',
  military: 'a riveted military shield before crossed banners',
};

/** The emblem for an image model: the arms in plain words (from the blazon), the style, and no lettering. */
export function factionEmblemPrompt(faction: FactionData): string {
  return [
    `A heraldic emblem for ${faction.name}, a ${faction.secrecy} ${faction.purpose} (${faction.alignment}).`,
    `The arms, blazoned: ${faction.blazon}. Show exactly these tinctures and charges (or is gold, argent is silver or white, gules red, azure blue, vert green, sable black, purpure purple), nothing else on the shield.`,
    `Style: ${STYLE_WORDS[faction.emblemStyle]}.`,
    'Centred on a plain background. No text, no letters, no motto, no watermark.',
  ].join(' ');
}

export const factionAi: KindAi<typeof factionRequestSchema, typeof factionDataSchema> = {
  guidance: FACTION_GUIDANCE,
  fixed(faction, asked) {
    return {
      purpose: faction.purpose,
      size: faction.size,
      influence: faction.influence,
      secrecy: faction.secrecy,
      alignment: faction.alignment,
      emblemStyle: faction.emblemStyle,
      // The emblem is drawn from the arms and the blazon is written from them: neither is the model's to change.
      arms: faction.arms,
      blazon: faction.blazon,
      ...(asked.name ? { name: faction.name } : {}),
      ...(asked.goals ? { goals: faction.goals } : {}),
      ...(asked.includeHistory ? {} : { historyBackground: '' }),
      ...(asked.includeStructure ? {} : { structure: '' }),
      ...(asked.includeLeadership ? {} : { leadership: '' }),
      ...(asked.includeRecruitment ? {} : { recruitment: '' }),
      ...(asked.includeResources ? {} : { resources: [] }),
      ...(asked.includeRituals ? {} : { rituals: [] }),
      ...(asked.includeSpecialAbilities ? {} : { specialAbilities: [] }),
      ...(asked.includeKeyMembers ? {} : { keyMembers: [] }),
      ...(asked.includeQuests ? {} : { quests: [] }),
      ...(asked.includeRivals ? {} : { rivals: [] }),
      ...(asked.includeAllies ? {} : { allies: [] }),
      ...(asked.includeWeaknesses ? {} : { weaknesses: [] }),
    };
  },
  imagePrompt: factionEmblemPrompt,
};
