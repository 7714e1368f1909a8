// What an AI provider needs to write and paint an NPC (decision 010): field guidance for the prompt, the facts
// code keeps (resolved options, the age in years, sections the request switched off) and the portrait prompt.
import type {
  NpcArtStyle,
  NpcData,
  NpcRace,
  npcDataSchema,
  npcRequestSchema,
} from '../../../shared/kinds/npc.js';
import type { KindAi } from '../../pipeline/kind.js';

export const NPC_GUIDANCE = `
- name: a full name that fits the race and its naming customs (given name plus family, clan or by-name). If a name is among the decided facts, it is kept.
- race, gender, age, ageCategory, occupation, socialClass, artStyle: decided; repeat them as given.
- tags: 3 to 6 short lowercase keywords a game master would filter by (trade, temperament, themes of the story), e.g. "smuggler", "haunted", "devout".
- appearance: 3 to 5 sentences a game master can read aloud: build, face, hair, clothing that fits the occupation and social class, and one memorable detail. If the request has notableFeatures, weave them in faithfully.
- personality: 2 to 4 sentences. Read the request's sliders from 1 to 10: friendliness (1 cold and hostile, 10 warm and welcoming), bravery (1 timid, 10 fearless), honesty (1 a habitual liar, 10 scrupulously truthful).
- traits: 3 to 5 short phrases (two to five words each).
- mannerisms: 2 to 4 full sentences, each an observable habit of speech or gesture a game master can act out.
- backstory: 2 short paragraphs (120 to 220 words) in the third person: where they come from, the turning point that made them who they are, and what still hangs over them. An empty string when the decided facts say so.
- motivations: 2 or 3 sentences, each one thing they want and why.
- secrets: 1 or 2 sentences, each a secret a party could uncover that changes how they see this person; an empty list when the decided facts say so.
- flaws: 1 to 3 sentences, each a flaw that can cause trouble in play; an empty list when the decided facts say so.
- plotHooks: 3 to 6 hooks, each with a title (2 to 6 words, Title Case) and a description (1 to 3 sentences) that gives the party a concrete reason to act; an empty list when the decided facts say so.
Keep everything consistent: the backstory explains the secrets, flaws and hooks; a child has a child's life.
`;

/** How each art style reads to an image model. */
const STYLE_WORDS: Record<NpcArtStyle, string> = {
  fantasy:
    'classic high-fantasy illustration, rich saturated colours, dramatic rim lighting, finely detailed',
  realistic:
    'realistic digital painting, lifelike skin and fabric, soft natural light, shallow depth of field',
  painterly: 'traditional oil painting, visible brush strokes, warm glazes, old-master lighting',
  'concept-art': 'video game concept art, crisp shapes, muted palette, clean rendering, character design',
  'cel-shaded': 'cel-shaded animation style, bold clean outlines, flat colour fills, two-tone shading',
};

/** Looks an image model may not know from the race's name alone. */
const RACE_WORDS: Record<NpcRace, string> = {
  human: 'human',
  elf: 'elf with long pointed ears and fine, ageless features',
  dwarf: 'dwarf, short and broad, with a thick braided beard or braided hair',
  halfling: 'halfling, small and nimble, with curly hair and bare feet',
  gnome: 'gnome, very small, with a large nose, bright eyes and wild hair',
  'half-elf': 'half-elf with slightly pointed ears',
  'half-orc': 'half-orc with grey-green skin, a strong jaw and small tusks',
  tiefling: 'tiefling with curling horns, solid-coloured eyes and reddish or violet skin',
  dragonborn: 'dragonborn, a scaled draconic humanoid with a dragon-like head and no hair',
};

const GENDER_WORDS: Record<NpcData['gender'], string> = {
  male: 'man',
  female: 'woman',
  'non-binary': 'androgynous person',
};

const AGE_WORDS: Record<NpcData['ageCategory'], string> = {
  child: 'child',
  young: 'young',
  adult: 'adult',
  'middle-aged': 'middle-aged',
  elderly: 'elderly',
  ancient: 'ancient, deeply lined',
};

/** The first sentences of a text, up to about `max` characters. */
function firstSentences(text: string, max: number): string {
  const sentences = text.match(/[^.!?]+[.!?]+/g) ?? [text];
  let out = '';
  for (const sentence of sentences) {
    if (out && out.length + sentence.length > max) break;
    out += sentence;
  }
  return out.trim().slice(0, max);
}

export function npcImagePrompt(npc: NpcData): string {
  const who = npc.ageCategory === 'child' ? 'child' : GENDER_WORDS[npc.gender];
  const age = npc.ageCategory === 'child' ? 'young' : AGE_WORDS[npc.ageCategory];
  const an = /^[aeiou]/.test(age) ? 'an' : 'a';
  return [
    `Head-and-shoulders character portrait of ${npc.name}, ${an} ${age} ${who}: a ${RACE_WORDS[npc.race]}.`,
    `A ${npc.occupation} of the ${npc.socialClass} class, dressed for that trade and station.`,
    firstSentences(npc.appearance, 420),
    `Expression and bearing: ${npc.traits.slice(0, 3).join(', ')}.`,
    `Style: ${STYLE_WORDS[npc.artStyle]}.`,
    'Facing the viewer, centred, plain softly lit background. No text, no letters, no frame, no watermark.',
  ].join(' ');
}

export const npcAi: KindAi<typeof npcRequestSchema, typeof npcDataSchema> = {
  guidance: NPC_GUIDANCE,
  fixed(npc, asked) {
    return {
      ...(asked.name ? { name: npc.name } : {}),
      race: npc.race,
      gender: npc.gender,
      age: npc.age,
      ageCategory: npc.ageCategory,
      occupation: npc.occupation,
      socialClass: npc.socialClass,
      artStyle: npc.artStyle,
      ...(asked.includeBackstory ? {} : { backstory: '' }),
      ...(asked.includeSecrets ? {} : { secrets: [] }),
      ...(asked.includeFlaws ? {} : { flaws: [] }),
      ...(asked.includePlotHooks ? {} : { plotHooks: [] }),
    };
  },
  imagePrompt: npcImagePrompt,
};
