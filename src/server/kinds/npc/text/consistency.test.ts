// Each consistency rule against the case a review of real NPCs quoted, built by hand so the rule is what is tested.
import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  introduceCast,
  type NpcDraft,
  type NpcFacts,
  type Redraw,
  type RuleId,
  settleDraft,
} from './consistency.js';

const EMPTY: NpcDraft = {
  appearance: '',
  personality: '',
  traits: [],
  mannerisms: [],
  backstory: '',
  motivations: [],
  secrets: [],
  flaws: [],
  plotHooks: [],
};

const FACTS: NpcFacts = {
  race: 'human',
  ageCategory: 'adult',
  ageYears: 34,
  grownAt: 16,
  socialClass: 'middle',
  friendliness: 5,
  bravery: 5,
  honesty: 5,
  possessive: 'her',
  npcFirst: 'Brunna',
  npcLast: 'Coalhand',
  cast: [
    { first: 'Nia', last: 'Coalhand', role: 'sister', kin: true },
    { first: 'Polrose', last: 'Bramblegather', role: 'landlord', kin: false },
    { first: 'Risdis', last: 'Silverfist', role: 'lawyer', kin: false },
  ],
};

const rules = (facts: NpcFacts, draft: Partial<NpcDraft>): RuleId[] =>
  checkDraft(facts, { ...EMPTY, ...draft }).map((v) => v.rule);

describe('class vs housing, money and clothes', () => {
  it('rejects a nobility gnome who sells minor charms to pay the rent', () => {
    const facts: NpcFacts = { ...FACTS, race: 'gnome', socialClass: 'nobility', ageYears: 90, grownAt: 30 };
    const backstory = 'These days she studies in her workshop and sells minor charms to pay the rent.';
    expect(rules(facts, { backstory })).toContain('class-means');
    expect(rules({ ...facts, socialClass: 'working' }, { backstory })).not.toContain('class-means');
  });

  it('rejects an upper-class bard who sings for her supper in a patched coat', () => {
    const facts: NpcFacts = { ...FACTS, socialClass: 'upper' };
    expect(rules(facts, { backstory: 'Now she sings for her supper in the taverns of Brackham.' })).toContain(
      'class-means',
    );
    expect(
      rules(facts, {
        appearance:
          'She wears a patched motley coat and a feathered cap, all of it the best that money can buy.',
      }),
    ).toContain('class-means');
  });

  it('rejects luxury for the lower class', () => {
    expect(
      rules(
        { ...FACTS, socialClass: 'lower' },
        { appearance: 'She wears a coat, all of it the best that money can buy.' },
      ),
    ).toContain('class-means');
  });
});

describe('age vs beard, spouse, years and gear', () => {
  it('rejects an eleven-year-old dwarf with a braided beard', () => {
    const child: NpcFacts = { ...FACTS, race: 'dwarf', ageCategory: 'child', ageYears: 11, grownAt: 30 };
    expect(rules(child, { appearance: 'His copper-red beard is braided in three thick ropes.' })).toContain(
      'age-life',
    );
    expect(
      rules({ ...child, ageCategory: 'adult', ageYears: 80 }, { appearance: 'His beard is braided.' }),
    ).not.toContain('age-life');
  });

  it('rejects a fifteen-year-old in a breastplate worn soft with years of use', () => {
    const young: NpcFacts = { ...FACTS, race: 'half-orc', ageCategory: 'young', ageYears: 15, grownAt: 14 };
    const appearance = 'He wears a dented breastplate over the town’s colours, worn soft with years of use.';
    expect(rules(young, { appearance })).toContain('age-life');
    expect(rules({ ...young, ageCategory: 'middle-aged', ageYears: 45 }, { appearance })).not.toContain(
      'age-life',
    );
  });

  it('rejects a child with a spouse, and a claim of more years than a life holds', () => {
    const child: NpcFacts = { ...FACTS, ageCategory: 'child', ageYears: 9 };
    expect(rules(child, { backstory: 'Her husband Tam waits at home.' })).toContain('age-life');
    const young: NpcFacts = { ...FACTS, ageCategory: 'young', ageYears: 19 };
    expect(rules(young, { backstory: 'She has served the watch for twenty years.' })).toContain('age-life');
    // Someone else's span is not the NPC's: the relative rode the horse, not her.
    expect(
      rules(young, { backstory: 'Nia died of a fall from a horse Nia had ridden for ten years.' }),
    ).not.toContain('age-life');
  });
});

describe('sliders vs personality, mannerisms and flaws', () => {
  it('rejects a bravery-1 NPC who answers insults with fists', () => {
    const flaws = ['Answers insults to the family with fists.'];
    expect(rules({ ...FACTS, bravery: 1 }, { flaws })).toContain('slider-conduct');
    expect(rules({ ...FACTS, bravery: 7 }, { flaws })).not.toContain('slider-conduct');
  });

  it('rejects warmth at friendliness 1 and lies at honesty 10', () => {
    expect(
      rules({ ...FACTS, friendliness: 1 }, { mannerisms: ['Presses food on every visitor, hungry or not.'] }),
    ).toContain('slider-conduct');
    expect(
      rules({ ...FACTS, friendliness: 10 }, { mannerisms: ['Spits after saying a stranger’s name.'] }),
    ).toContain('slider-conduct');
    expect(
      rules({ ...FACTS, honesty: 10 }, { flaws: ['Lies even when the truth would serve better.'] }),
    ).toContain('slider-conduct');
    expect(rules({ ...FACTS, honesty: 1 }, { traits: ['Incorruptible'] })).toContain('slider-conduct');
  });
});

describe('secret vs motivation', () => {
  const draft: Partial<NpcDraft> = {
    motivations: ['Prove that Polrose Bramblegather paid for the fire on Wool Row.', 'Repay every copper.'],
    secrets: ['She has been taking hush money from Polrose ever since.'],
  };

  it('rejects a motive to expose the person whose hush money the NPC takes', () => {
    const found = checkDraft(FACTS, { ...EMPTY, ...draft });
    expect(found.map((v) => [v.rule, v.field, v.index])).toContainEqual(['secret-motive', 'motivations', 0]);
    expect(
      rules(FACTS, { ...draft, secrets: ['She has a scorched ledger that shows Polrose owed a fortune.'] }),
    ).not.toContain('secret-motive');
  });

  it('repairs it by dropping the motive and keeping the secret', () => {
    const redraw: Redraw = () => {
      throw new Error('a list that keeps an item is not redrawn');
    };
    const settled = settleDraft(FACTS, { ...EMPTY, ...draft }, redraw);
    expect(settled.motivations).toEqual(['Repay every copper.']);
    // With the motive gone the secret names Polrose first, so the repair introduces Polrose there.
    expect(settled.secrets).toEqual([
      'She has been taking hush money from the landlord Polrose Bramblegather ever since.',
    ]);
  });
});

describe('every person introduced before they are referred to', () => {
  it('rejects "Send word to Nia" when nothing said who Nia is, and repairs it in place', () => {
    const draft: NpcDraft = { ...EMPTY, motivations: ['Send word to Nia before it is too late.'] };
    expect(rules(FACTS, draft)).toContain('introduced');
    const repaired = introduceCast(FACTS, draft);
    expect(repaired.motivations).toEqual(['Send word to her sister Nia before it is too late.']);
    expect(rules(FACTS, repaired)).not.toContain('introduced');
    // Introduced earlier in the backstory: nothing to repair.
    const told = { ...draft, backstory: 'Brunna has not spoken to her sister Nia since the trial.' };
    expect(rules(FACTS, told)).not.toContain('introduced');
  });

  it('introduces someone first named by a bare family name with their role', () => {
    const draft: NpcDraft = { ...EMPTY, secrets: ['She has read Bramblegather’s letters.'] };
    expect(introduceCast(FACTS, draft).secrets).toEqual([
      'She has read the landlord Polrose Bramblegather’s letters.',
    ]);
  });

  it('rejects "the stranger" and "the jockey" nobody introduced', () => {
    const hook = (description: string) => ({ ...EMPTY, plotHooks: [{ title: 'A Hook', description }] });
    expect(
      rules(FACTS, hook('Brunna will trade the paper the stranger dropped for an adventure.')),
    ).toContain('introduced');
    expect(
      rules(FACTS, {
        ...hook('Brunna will trade the paper the stranger dropped for an adventure.'),
        backstory: 'Brunna heard the alderman whispering with a stranger.',
      }),
    ).not.toContain('introduced');
    expect(
      rules(FACTS, hook('The jockey from the race outside Brackham has turned up drunk at the Mermaid.')),
    ).toContain('introduced');
  });
});

describe('English', () => {
  it('rejects "the family’s family lawyer"', () => {
    expect(
      rules(FACTS, { backstory: 'The will named Risdis Silverfist, the family’s family lawyer, instead.' }),
    ).toContain('english');
    expect(
      rules(FACTS, { backstory: 'The will named Risdis Silverfist, the family’s lawyer.' }),
    ).not.toContain('english');
  });
});

describe('settleDraft', () => {
  it('redraws a text section a rule rejects, from the redraw stream', () => {
    const facts: NpcFacts = { ...FACTS, socialClass: 'nobility' };
    const draft: NpcDraft = { ...EMPTY, backstory: 'She pays her own rent by the week.' };
    const redraw: Redraw = (field, attempt) =>
      (field === 'backstory' ? `She keeps the manor, redrawn ${attempt} time.` : EMPTY[field]) as never;
    expect(settleDraft(facts, draft, redraw).backstory).toBe('She keeps the manor, redrawn 1 time.');
  });
});

// --- issue 21: the classes of clash a blind read still found -----------------------------------------------

const WIDOWER: NpcFacts = {
  ...FACTS,
  possessive: 'his',
  npcFirst: 'Hald',
  npcLast: 'Verrow',
  relativeFate: 'dead',
  cast: [
    { first: 'Maud', last: 'Verrow', role: 'wife', kin: true },
    { first: 'Varin', last: 'Henderry', role: 'physician', kin: false },
  ],
};

describe('family state against flaws and wants', () => {
  it('rejects "Envies his wife" on a widower', () => {
    expect(rules(WIDOWER, { flaws: ['Envies his wife more than he would admit.'] })).toContain('kin-state');
    // Alive, the same flaw is only human.
    expect(
      rules({ ...WIDOWER, relativeFate: 'alive' }, { flaws: ['Envies his wife more than he would admit.'] }),
    ).not.toContain('kin-state');
  });

  it('rejects making peace with a dead sister, and keeps remembering her', () => {
    const facts: NpcFacts = { ...FACTS, relativeFate: 'dead' };
    expect(rules(facts, { motivations: ['Make peace with her sister Nia.'] })).toContain('kin-state');
    expect(
      rules(facts, { motivations: ['Keep the memory of her sister Nia honoured in Ashford.'] }),
    ).not.toContain('kin-state');
    expect(rules(facts, { mannerisms: ['Visits her sister Nia every market day.'] })).toContain('kin-state');
  });

  it('drops the flaw and keeps the rest', () => {
    const draft: NpcDraft = {
      ...EMPTY,
      flaws: ['Envies his wife more than he would admit.', 'Cannot resist a wager.'],
    };
    const settled = settleDraft(WIDOWER, draft, () => EMPTY.flaws as never);
    expect(settled.flaws).toEqual(['Cannot resist a wager.']);
  });
});

describe('secrets against hooks and wants', () => {
  it('rejects a hook to buy the ledger the secret says the NPC has kept', () => {
    const draft: Partial<NpcDraft> = {
      secrets: [
        'He has kept Henderry’s ledger of medicine sales, which names three members of the council of Ashford.',
      ],
      plotHooks: [
        {
          title: 'The Physician’s Ledger',
          description:
            'A ledger of medicine sold at the quarter gate during the grey fever has turned up at a bookseller’s in Duncross. Hald asks the party to buy it, or take it.',
        },
      ],
    };
    expect(rules(WIDOWER, draft)).toContain('secret-hook');
  });

  it('rejects a hook to buy the map she has hidden, and allows a hook about another map', () => {
    const secrets = ['She has hidden the smuggler’s map of the coves under the hearthstone.'];
    const buy = {
      title: 'The Coves',
      description:
        'A map of the coves is for sale in Ashford, and Brunna asks the party to buy it before Polrose does.',
    };
    const other = {
      title: 'The Mine',
      description: 'A map of the old mine has turned up in Duncross, and Brunna asks the party to buy it.',
    };
    expect(rules(FACTS, { secrets, plotHooks: [buy] })).toContain('secret-hook');
    expect(rules(FACTS, { secrets, plotHooks: [other] })).not.toContain('secret-hook');
  });

  it('rejects "Catch Varin cheating" beside "She knows the game was fair"', () => {
    const facts: NpcFacts = {
      ...FACTS,
      cast: [{ first: 'Varin', last: 'Oakes', role: 'card sharp', kin: false }],
    };
    expect(
      rules(facts, {
        secrets: ['She knows the game was fair and has let her family believe otherwise for years.'],
        motivations: ['Catch Varin Oakes cheating in front of witnesses.'],
      }),
    ).toContain('secret-motive');
  });

  it('rejects proving a will forged while suspecting it genuine', () => {
    expect(
      rules(FACTS, {
        secrets: ['She suspects the will may be genuine: Nia knew about her debts.'],
        motivations: ['Prove the will is forged and win back the mill on the Wendle.'],
      }),
    ).toContain('secret-motive');
    expect(
      rules(FACTS, {
        secrets: ['She suspects the will may be genuine: Nia knew about her debts.'],
        motivations: ['Find the witness who vanished.'],
      }),
    ).not.toContain('secret-motive');
  });
});

describe('age against the story and the gear', () => {
  const fourteen: NpcFacts = { ...FACTS, race: 'half-orc', ageCategory: 'young', ageYears: 14, grownAt: 14 };

  it('rejects a 14-year-old guard with a master craftsman’s career behind them', () => {
    expect(
      rules(fourteen, {
        backstory: 'For years Kor worked toward a seat on the council of the Copper Guild.',
      }),
    ).toContain('age-story');
    expect(
      rules(fourteen, { backstory: 'Kor has been a guard for longer than he cares to count.' }),
    ).toContain('age-story');
    // The same story suits a woman of forty.
    expect(
      rules(
        { ...fourteen, ageYears: 40 },
        { backstory: 'For years Kor worked toward a seat on the council.' },
      ),
    ).not.toContain('age-story');
  });

  it('rejects a child with a hand on a sword', () => {
    const child: NpcFacts = { ...FACTS, ageCategory: 'child', ageYears: 10, weapon: null };
    expect(rules(child, { mannerisms: ['Rests a hand on her sword hilt when thinking.'] })).toContain(
      'age-life',
    );
  });
});

describe('the weapon against the gestures', () => {
  it('rejects a hand on a sword hilt when the look carries a dagger', () => {
    const facts: NpcFacts = { ...FACTS, weapon: 'dagger', possessive: 'his' };
    expect(rules(facts, { mannerisms: ['Rests a hand on his sword hilt when thinking.'] })).toContain(
      'weapon',
    );
    expect(
      rules(facts, { mannerisms: ['Rests a hand on the dagger at his belt when thinking.'] }),
    ).not.toContain('weapon');
  });

  it('rejects checking the edge of an axe when the look carries a spear, or no weapon at all', () => {
    expect(
      rules({ ...FACTS, weapon: 'spear' }, { mannerisms: ['Checks the edge of her axe before answering.'] }),
    ).toContain('weapon');
    expect(
      rules({ ...FACTS, weapon: null }, { mannerisms: ['Checks the edge of her axe before answering.'] }),
    ).toContain('weapon');
    expect(
      rules(
        { ...FACTS, weapon: 'spear' },
        { mannerisms: ['Rests a hand on the shaft of her spear when listening.'] },
      ),
    ).not.toContain('weapon');
  });
});

describe('grammar the writers must never produce', () => {
  it('rejects "a burn scars" and keeps "a burn scars his forearm"', () => {
    expect(rules(FACTS, { appearance: 'She has a burn scars on her left hand.' })).toContain('english');
    expect(rules(FACTS, { appearance: 'A burn scars her left forearm.' })).not.toContain('english');
  });

  it('rejects a bare mark as a subject: "Sleeping stag has been chalked on doors"', () => {
    const facts: NpcFacts = { ...FACTS, emblem: 'sleeping stag' };
    expect(
      rules(facts, {
        plotHooks: [
          {
            title: 'The Sleeping Stag',
            description: 'Sleeping stag has been chalked on doors along Tallow Lane.',
          },
        ],
      }),
    ).toContain('english');
    expect(
      rules(facts, {
        plotHooks: [
          {
            title: 'The Sleeping Stag',
            description: 'A sleeping stag has been chalked on doors along Tallow Lane.',
          },
        ],
      }),
    ).not.toContain('english');
  });

  it('rejects a non-binary NPC’s "they" that reads as the group just named', () => {
    const facts: NpcFacts = { ...FACTS, nonBinary: true, npcFirst: 'Ash' };
    expect(
      rules(facts, {
        backstory:
          'The Gilded Crows have asked Ash to join them twice, and twice they have found a reason to say no.',
      }),
    ).toContain('english');
    expect(
      rules(facts, {
        backstory:
          'The Gilded Crows have asked Ash to join them twice, and twice Ash has found a reason to say no.',
      }),
    ).not.toContain('english');
    expect(
      rules(facts, {
        backstory: 'The Rook Street crew have offered them a share twice, and they are angry about it.',
      }),
    ).toContain('english');
  });
});
