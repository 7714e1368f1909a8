// A signed-out deep link survives signing in: remembered once, for half an hour, and only ever a path of this app.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../test/browser-globals';
import { isAppPath, rememberReturnPath, takeReturnPath } from './return-path';

describe('the page to return to after signing in', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('gives back the page asked for, with its query, once', () => {
    rememberReturnPath('/npc-gallery?race=elf&q=mara', 1000);
    expect(takeReturnPath(2000)).toBe('/npc-gallery?race=elf&q=mara');
    expect(takeReturnPath(2000)).toBeNull();
  });

  it('forgets it after half an hour', () => {
    rememberReturnPath('/town/12', 0);
    expect(takeReturnPath(30 * 60 * 1000 + 1)).toBeNull();
  });

  it('never leaves the app', () => {
    for (const path of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect(isAppPath(path), path).toBe(false);
      rememberReturnPath(path, 0);
      expect(takeReturnPath(1), path).toBeNull();
    }
    sessionStorage.setItem('loreforge:return-to', JSON.stringify({ path: '//evil.example', at: 0 }));
    expect(takeReturnPath(1)).toBeNull();
    sessionStorage.setItem('loreforge:return-to', '{not json');
    expect(takeReturnPath(1)).toBeNull();
  });
});
