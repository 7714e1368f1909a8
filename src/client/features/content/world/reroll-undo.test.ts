import { describe, expect, it } from 'vitest';
import { rerollUndo } from './world-actions';

const editable = ['backstory', 'personality', 'name'];
const fields = ['backstory', 'personality', 'name', 'looks'];
const before = {
  backstory: 'Old tale.',
  personality: 'Kind.',
  name: 'Ada',
  looks: { hair: 'red' },
  seed: 7,
};

describe('what Undo saves back after a re-roll', () => {
  it('is the earlier value of each changed field, and only those', () => {
    const after = { ...before, backstory: 'New tale.' };
    expect(rerollUndo(editable, fields, before, after)).toEqual({ backstory: 'Old tale.' });
  });

  it('covers every changed field of a full re-roll that kept the picture', () => {
    const after = { ...before, backstory: 'New tale.', name: 'Bea' };
    expect(rerollUndo(editable, fields, before, after)).toEqual({ backstory: 'Old tale.', name: 'Ada' });
  });

  it('is null when a field an edit cannot save changed, or the seed (and picture) did, or nothing did', () => {
    expect(rerollUndo(editable, fields, before, { ...before, looks: { hair: 'grey' } })).toBeNull();
    expect(rerollUndo(editable, fields, before, { ...before, backstory: 'New.', seed: 8 })).toBeNull();
    expect(rerollUndo(editable, fields, before, { ...before })).toBeNull();
  });
});
