// Religion and culture: which gods a town keeps and how, who its people are, and the customs, feasts and manners
// a visitor meets. Every long sentence names the town, a god, a people or a person, so towns never share one.
import type { RuleSet } from '../../../engine/grammar.js';

/**
 * Variables: town, deity {name, epithet, domain, symbol, house}, deity2 (the same shape), temple (the temple
 * establishment's name, or a description when there is none), priest (a person), majority (a people, plural),
 * minorities (a list of peoples), feast (a feast's name), good, district, elder (a person), nickname.
 */
export const CULTURE_RULES: RuleSet = {
  rel_main: [
    '#town# keeps faith with #deity.name#, #deity.epithet#, patron of #deity.domain#, and #temple# is the heart of it.',
    'Most of #town# prays to #deity.name# for #deity.domain#; #deity.symbol# hangs over half the doors in #district#.',
    'The god of #town# is #deity.name#, #deity.epithet#, and the people wear #deity.symbol# as a token at births, weddings and burials.',
  ],
  rel_second: [
    'A smaller congregation keeps to #deity2.name#, #deity2.epithet#, and meets in a house in #district# that everyone pretends not to know about.',
    '<!w-none> Sailors, travellers and the desperate of #town# also leave offerings to #deity2.name#, at a wayside shrine marked by #deity2.symbol#.',
    'Travellers and the desperate of #town# also leave offerings to #deity2.name#, at a wayside shrine on #road# marked by #deity2.symbol#.',
    'The old folk of #town# still pour a little milk for #deity2.name# at the turn of the year, and #priest.name# pretends not to see.',
    'The followers of #deity2.name# in #town# are few but loud, and they want a #deity2.house# of their own.',
  ],
  rel_practice: [
    '#priest.name# leads the rites, and #priest.their# sermons are short, practical and mostly about drains.',
    'Every child in #town# is presented at #temple# in its first winter, and #priest.name# writes its name in the great register.',
    'Once a year the relic of #town#, a finger bone of the founding saint, is carried through every street by #priest.name#.',
    'No work is done in #town# on the holy day, and #priest.name# names anyone who breaks the rule from the pulpit.',
  ],
  cul_people: [
    'Most people in #town# are #majority#, with #minorities# among them; all of them agree the next village is worse.',
    '#town# is mostly #majority#, and the #minorities# who live among them have their own streets, their own cooks and their own opinions.',
    'The folk of #town# are #majority# for the most part, with #minorities# as neighbours; marriages across the lines are common and gossiped about.',
  ],
  cul_custom: [
    'At #feast# the whole of #town# eats in the street, and every household must set one place for a stranger.',
    'A bargain in #town# is not binding until both sides have spat and shaken, and the people of #district# spit first.',
    'Newcomers to #town# are expected to bring a loaf and a candle to their neighbours, and are judged ever after by the loaf.',
    'Every spring #town# elects a Lord of Misrule for #feast#, who may fine anyone for anything for a single day.',
    'In #town# you knock twice and wait; a single knock means a death in the family, and is never used lightly.',
    'The people of #town# bury a coin under the threshold of every new house, and dig it up again if they move.',
    'Nobody in #town# whistles after dark; the old folk say it calls the drowned, and the young folk do not risk it.',
  ],
  cul_manner: [
    'Visitors find #town# polite and closed: people answer questions exactly and offer nothing more.',
    '#town# is proud of its #good#, suspicious of lawyers, and fond of long funerals with good food.',
    'The people of #town# talk about the weather as other towns talk about politics, and about politics not at all.',
    '#town# has opinions about everyone, and visitors are discussed, in detail, before they reach the inn.',
    '<!w-none> Children in #town# learn to swim, count money and hold their tongue, in roughly that order.',
    'Children in #town# learn to count money, mind the weather and hold their tongue, in roughly that order.',
  ],
};

export const FEASTS = [
  'the Lantern Fair',
  'Plough Monday',
  'the Feast of First Fruits',
  'Midwinter Lamps',
  'the Drowning of the Year',
  'Hiring Day',
  'the Blessing of the Nets',
  'Candlemass',
  'the Harvest Home',
  'the Wool Fair',
  'Founders’ Night',
  'the Feast of Bread',
];
