import { describe, expect, it } from 'vitest';
import {
  agree,
  capitalize,
  endSentence,
  indefiniteArticle,
  joinSentences,
  listJoin,
  numberWords,
  plural,
  possessive,
  pronounsFor,
  tidy,
  titleCase,
  withArticle,
} from './english.js';

describe('english', () => {
  it('chooses a or an by sound, with the usual exceptions', () => {
    const cases: [string, 'a' | 'an'][] = [
      ['apple', 'an'],
      ['hour', 'an'],
      ['heir', 'an'],
      ['honest man', 'an'],
      ['honour guard', 'an'],
      ['unicorn', 'a'],
      ['university', 'a'],
      ['one-eyed sailor', 'a'],
      ['once-proud house', 'a'],
      ['European', 'a'],
      ['ewe', 'a'],
      ['useful tool', 'a'],
      ['unusual find', 'an'],
      ['uninvited guest', 'an'],
      ['umbrella', 'an'],
      ['horse', 'a'],
      ['elf', 'an'],
      ['owlbear', 'an'],
      ['8-day clock', 'an'],
      ['F', 'an'],
      ['U-shaped bend', 'a'],
      ['“Ogre” of a man', 'an'],
    ];
    for (const [word, article] of cases) expect(indefiniteArticle(word), word).toBe(article);
    expect(withArticle('hour')).toBe('an hour');
  });

  it('makes plurals, including irregular, compound and phrase heads', () => {
    const cases: [string, string][] = [
      ['smith', 'smiths'],
      ['box', 'boxes'],
      ['church', 'churches'],
      ['city', 'cities'],
      ['day', 'days'],
      ['thief', 'thieves'],
      ['dwarf', 'dwarves'],
      ['elf', 'elves'],
      ['half-elf', 'half-elves'],
      ['child', 'children'],
      ['ferryman', 'ferrymen'],
      ['human', 'humans'],
      ['shaman', 'shamans'],
      ['werewolf', 'werewolves'],
      ['hero', 'heroes'],
      ['piano', 'pianos'],
      ['man-at-arms', 'men-at-arms'],
      ['cup of tea', 'cups of tea'],
      ['retired pirate captain', 'retired pirate captains'],
      ['sheep', 'sheep'],
      ['dragonborn', 'dragonborn'],
    ];
    for (const [one, many] of cases) expect(plural(one), one).toBe(many);
  });

  it('joins lists without an Oxford comma', () => {
    expect(listJoin([])).toBe('');
    expect(listJoin(['a'])).toBe('a');
    expect(listJoin(['a', 'b'])).toBe('a and b');
    expect(listJoin(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listJoin(['a', '', 'c'], 'or')).toBe('a or c');
  });

  it('capitalises, title-cases and forms possessives', () => {
    expect(capitalize('“sparks” is here')).toBe('“Sparks” is here');
    expect(capitalize('')).toBe('');
    expect(titleCase('the road to kettle ford')).toBe('The Road to Kettle Ford');
    expect(titleCase('back into the dark')).toBe('Back into the Dark');
    expect(possessive('Verrow')).toBe('Verrow’s');
    expect(possessive('Thomas')).toBe('Thomas’s');
    expect(possessive('the guards')).toBe('the guards’');
  });

  it('writes numbers in words', () => {
    expect(numberWords(0)).toBe('zero');
    expect(numberWords(12)).toBe('twelve');
    expect(numberWords(45)).toBe('forty-five');
    expect(numberWords(100)).toBe('a hundred');
    expect(numberWords(112)).toBe('a hundred and twelve');
    expect(numberWords(340)).toBe('three hundred and forty');
    expect(numberWords(1200)).toBe('1200');
  });

  it('makes verbs agree with he, she and singular they', () => {
    const they = pronounsFor('non-binary');
    const she = pronounsFor('female');
    const cases: [string, string][] = [
      ['keeps', 'keep'],
      ['is', 'are'],
      ['was', 'were'],
      ['has', 'have'],
      ['does', 'do'],
      ["doesn't", "don't"],
      ['watches', 'watch'],
      ['dresses', 'dress'],
      ['misses', 'miss'],
      ['carries', 'carry'],
      ['dies', 'die'],
      ['goes', 'go'],
      ['fixes', 'fix'],
      ['uses', 'use'],
      ['hates', 'hate'],
      ['walked', 'walked'],
      ['cannot', 'cannot'],
    ];
    for (const [singular, pluralForm] of cases) {
      expect(agree(singular, they), singular).toBe(pluralForm);
      expect(agree(singular, she), singular).toBe(singular);
    }
    expect(they).toMatchObject({ subject: 'they', object: 'them', possessive: 'their', plural: true });
    expect(pronounsFor('male')).toMatchObject({
      subject: 'he',
      object: 'him',
      possessive: 'his',
      plural: false,
    });
  });

  it('tidies the seams of spliced text', () => {
    expect(tidy('  a  red   door ,and a bell .. then ')).toBe('A red door, and a bell. Then');
    expect(tidy('one,,two ,. three')).toBe('One, two. Three');
    expect(tidy('it works. then it stops! and again? yes')).toBe('It works. Then it stops! And again? Yes');
    expect(endSentence('done')).toBe('done.');
    expect(endSentence('done?')).toBe('done?');
    expect(joinSentences(['she came', '', 'she went.'])).toBe('She came. She went.');
  });
});
