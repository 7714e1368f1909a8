// What an AI provider needs to write and paint an NPC (decision 010): field guidance for the prompt, the facts
// code keeps (resolved options, the age in years, the look, sections the request switched off) and the portrait
// prompt, which paints the look the record decided so an AI portrait matches the words too.
import type {
  NpcArtStyle,
  NpcData,
  NpcLooks,
  NpcRace,
  npcDataSchema,
  npcRequestSchema,
} from '../../../shared/kinds/npc.js';
import type { KindAi } from '../../pipeline/kind.js';

export const NPC_GUIDANCE = `
- name: a full name that fits the race and its naming customs (given name plus family, clan or by-name). If a name is among the decided facts, it is kept.
- race, gender, age, ageCategory, occupation, socialClass, artStyle: decided; repeat them as given.
- tags: 3 to 6 short lowercase keywords a game master would filter by (trade, temperament, themes of the story), e.g. "smuggler", "haunted", "devout".
- statBlock: decided by the engine (a 5e stat block, or null); repeat it exactly as given.
- looks: decided by the engine and drawn in the portrait; repeat it exactly as given.
- appearance: 3 to 5 sentences a game master can read aloud: build, face, hair, clothing that fits the occupation and social class, and one memorable detail. Describe exactly what looks says, in its colour words: skin or scales, hair colour and style (or none), eyes (a missing eye and how it is covered), horns (and a snapped one), scars where they are, a beard only if looks has one, grey hair and lines for age, the earring or other marks; add nothing looks contradicts. If the request has notableFeatures, weave them in faithfully, each in a sentence of its own.
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

const SIDE_NOTE = '(their own left/right, seen from the front it is on the other side)';

/** The decided look in plain words for an image model: colours, hair, eyes, horns, scars, beard, age, marks. */
export function looksPrompt(looks: NpcLooks, race: NpcRace): string {
  const parts: string[] = [`${looks.build.word} build`, `${looks.skin.word} ${looks.skin.kind}`];
  if (!looks.hair) parts.push('no hair');
  else if (looks.hair.style === 'bald') parts.push('bald');
  else if (looks.hair.style === 'shaved') parts.push(`head shaved to ${looks.hair.word} stubble`);
  else parts.push(`${looks.hair.word} hair, ${looks.hair.style.replace('-', ' ')}`);
  const solid = race === 'tiefling' ? 'solid ' : '';
  if (looks.missingEye) {
    const cover =
      looks.missingEye.covered === 'eyepatch' ? 'covered by a leather eyepatch' : 'its lid scarred shut';
    parts.push(
      `one ${solid}${looks.eyes.word} eye; the ${looks.missingEye.side} eye is missing, ${cover} ${SIDE_NOTE}`,
    );
  } else {
    parts.push(`${solid}${looks.eyes.word} eyes`);
  }
  if (looks.horns) {
    const snapped = looks.horns.snapped
      ? `, the ${looks.horns.snapped} horn snapped off short ${SIDE_NOTE}`
      : '';
    parts.push(
      `${looks.horns.word} ${looks.horns.style === 'dragon' ? 'swept-back' : looks.horns.style} horns${snapped}`,
    );
  }
  for (const scar of looks.scars) parts.push(`a scar on the ${scar.place.replace('-', ' ')}`);
  parts.push(looks.beard ? `${looks.beard.word} ${looks.beard.style} beard` : 'no beard');
  if (looks.age.grey >= 0.6) parts.push('grey or white hair of old age');
  if (looks.age.lines >= 2) parts.push('a deeply lined face');
  else if (looks.age.lines === 1) parts.push('faint lines of age');
  for (const mark of looks.marks) {
    const side = mark.side ? `${mark.side} ` : '';
    parts.push(
      {
        earring: `an earring in the ${side}ear`,
        'nose-ring': 'a nose ring',
        tattoo: `a tattoo on the ${side}cheek`,
        burn: `an old burn scar on the ${side}cheek`,
        freckles: 'freckles',
        'grey-streak': 'a grey streak in the hair',
        warpaint: 'war paint on the cheeks',
        sigils: 'fine inked sigils on the brow',
      }[mark.kind],
    );
  }
  if (looks.heldItem) parts.push(`holding ${looks.heldItem.replace('-', ' ')}`);
  return `Looks: ${parts.join('; ')}.`;
}

export function npcImagePrompt(npc: NpcData): string {
  const who = npc.ageCategory === 'child' ? 'child' : GENDER_WORDS[npc.gender];
  const age = npc.ageCategory === 'child' ? 'young' : AGE_WORDS[npc.ageCategory];
  const an = /^[aeiou]/.test(age) ? 'an' : 'a';
  return [
    `Head-and-shoulders character portrait of ${npc.name}, ${an} ${age} ${who}: a ${RACE_WORDS[npc.race]}.`,
    `A ${npc.occupation} of the ${npc.socialClass} class, dressed for that trade and station.`,
    // The decided look comes first: it is what the procedural portrait draws and what the words say.
    ...(npc.looks ? [looksPrompt(npc.looks, npc.race)] : []),
    firstSentences(npc.appearance, npc.looks ? 300 : 420),
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
      // The look is drawn by the procedural portrait and described to the image model: the prose must follow it.
      ...(npc.looks ? { looks: npc.looks } : {}),
      // Game numbers are computed from the SRD rules by code (stats/): the model never writes them.
      statBlock: npc.statBlock ?? null,
      ...(asked.includeBackstory ? {} : { backstory: '' }),
      ...(asked.includeSecrets ? {} : { secrets: [] }),
      ...(asked.includeFlaws ? {} : { flaws: [] }),
      ...(asked.includePlotHooks ? {} : { plotHooks: [] }),
    };
  },
  imagePrompt: npcImagePrompt,
};
