// The line beside a button that spends credits: what it costs and what is left, or that nothing is.
import { describe, expect, it } from 'vitest';
import { costLine, costWords } from './credit-costs';

describe('what an action costs, beside its button', () => {
  it('names the cost once known, and the credits left', () => {
    expect(costLine(1, 7)).toBe('Uses 1 credit · 7 credits left');
    expect(costLine(2, 1)).toBe('Uses 2 credits · 1 credit left');
    expect(costLine(null, 3)).toBe('3 credits left');
    expect(costLine(0, 3)).toBe('Free · 3 credits left');
  });

  it('says when none are left', () => {
    expect(costLine(1, 0)).toBe('No credits left');
    expect(costWords(1)).toBe('uses 1 credit');
    expect(costWords(0)).toBe('free');
  });
});
