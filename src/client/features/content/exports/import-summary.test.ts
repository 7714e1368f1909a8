import type { ImportAnswer } from '@shared/entity-document';
import { describe, expect, it } from 'vitest';
import { type ImportOutcome, importToast } from './import-summary';

const answer = (imported: boolean, name = 'Mara Venn'): ImportAnswer => ({
  message: imported
    ? `${name} was imported into your NPC Gallery.`
    : `${name} is already in your NPC Gallery.`,
  imported,
  kind: 'npc',
  apiBase: 'npc',
  listPath: 'npcs',
  id: 1,
  name,
});
const ok = (file: string, imported = true): ImportOutcome => ({ file, answer: answer(imported) });
const refused = (file: string, error = 'This file is not JSON.'): ImportOutcome => ({ file, error });

describe('importToast', () => {
  it("says one file's answer or refusal in the server's words", () => {
    expect(importToast([ok('a.json')])).toEqual({
      title: 'Import Successful',
      description: 'Mara Venn was imported into your NPC Gallery.',
    });
    expect(importToast([ok('a.json', false)]).title).toBe('Already Imported');
    expect(importToast([refused('a.json')])).toEqual({
      variant: 'destructive',
      title: 'Import Failed',
      description: 'This file is not JSON.',
    });
  });

  it('counts several files: added, already there, and the refused ones by name', () => {
    expect(importToast([ok('a.json'), ok('b.json', false)])).toEqual({
      title: 'Import Successful',
      description: 'Imported 1 of 2 files. 1 was already in your galleries.',
    });
    const toast = importToast([ok('a.json'), ok('b.json'), ok('c.json', false), refused('notes.txt')]);
    expect(toast).toEqual({
      title: 'Partly Imported',
      description:
        'Imported 2 of 4 files. 1 was already in your galleries. 1 file could not be imported: notes.txt: This file is not JSON.',
    });
    expect(importToast([ok('a.json', false), ok('b.json', false)])).toEqual({
      title: 'Already Imported',
      description: 'Imported 0 of 2 files. 2 were already in your galleries.',
    });
    const failed = importToast(['a', 'b', 'c', 'd'].map((f) => refused(`${f}.json`)));
    expect(failed.variant).toBe('destructive');
    expect(failed.title).toBe('Import Failed');
    expect(failed.description).toContain('4 files could not be imported: a.json: This file is not JSON.');
    expect(failed.description).toContain('(and 2 more)');
  });
});
