// The bulk export's Obsidian vault (issue 25) through the real app: a small world (people, a town, a faction, an
// item, links between them) exported with formats=vault opens as a vault. Every note's front matter parses as YAML;
// every link of the world is a property on both notes; every wikilink names a note, a heading of it or an attachment
// of the vault; the NPC's stat block carries only fields Fantasy Statblocks documents and says what the record says;
// the town's Leaflet map has a marker for every establishment, where the map draws its number.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bulkExportPath } from '../../shared/bulk-export.js';
import { kindPaths, NO_PICTURE_DATA_MESSAGE } from '../../shared/content.js';
import type { NpcData } from '../../shared/kinds/npc.js';
import type { TownData } from '../../shared/kinds/town.js';
import { WORLD_PATHS } from '../../shared/world.js';
import { content, jobs } from '../db/schema.js';
import { KINDS } from '../kinds/registry.js';
import { townGeoJson } from '../kinds/town/town-geojson.js';
import { PRINT_HEIGHT, PRINT_WIDTH } from '../kinds/town/town-map.js';
import { bearer, generateAs, registerUser } from '../test/accounts.js';
import { TEST_ENGINES, useTestApp } from '../test/harness.js';
import { SAMPLE_REQUESTS } from '../test/sample-requests.js';
import { readZip } from '../test/zip-checks.js';
import { noteName, resolveLinks, VAULT_FOLDER } from './vault.js';

const kindOf = (name: string) => KINDS.find((kind) => kind.contract.kind === name)!;

/**
 * The fields the Fantasy Statblocks plugin documents for a statblock code block (its README, 'Usage'): a block with
 * any other key would be read as nothing.
 */
const FANTASY_STATBLOCKS_FIELDS = new Set([
  'monster',
  'image',
  'name',
  'size',
  'type',
  'subtype',
  'alignment',
  'ac',
  'hp',
  'hit_dice',
  'speed',
  'stats',
  'fage_stats',
  'saves',
  'skillsaves',
  'damage_vulnerabilities',
  'damage_resistances',
  'damage_immunities',
  'condition_immunities',
  'senses',
  'languages',
  'cr',
  'spells',
  'traits',
  'actions',
  'legendary_actions',
  'bonus_actions',
  'reactions',
]);

type Note = { path: string; name: string; matter: Record<string, unknown>; body: string };

const WIKILINK = /!?\[\[([^\]|#]*)(?:#([^\]|]*))?(?:\|[^\]]*)?\]\]/g;

/** The code blocks of a language in a note. */
const codeBlocks = (body: string, language: string) =>
  [...body.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1]!);

describe('vault links and names', () => {
  it('keeps a link that names a note, and turns one that names none into its words', () => {
    const exists = (name: string) => name === 'Mara';
    expect(resolveLinks('[[Mara]] met [[Edric|the smith]] at [[Thornbury#Inns]]. ![[x.png]]', exists)).toBe(
      '[[Mara]] met the smith at Thornbury. ![[x.png]]',
    );
  });

  it('makes a note name of any name, never a path', () => {
    expect(noteName('../../etc/passwd')).toBe('etc passwd');
    expect(noteName('Mara [[x]] | #1: "the" <best>?')).toBe('Mara x 1 the best');
    expect(noteName('   ')).toBe('Untitled');
  });
});

describe.each(TEST_ENGINES)('the Obsidian vault export (%s)', (engine) => {
  const t = useTestApp(engine);

  const generate = (token: string, kind: string, request: Record<string, unknown>) =>
    generateAs(t.app, token, kind, request);

  async function link(token: string, from: [string, number], to: [string, number], relation: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: WORLD_PATHS.links,
      headers: bearer(token),
      payload: { from: { kind: from[0], id: from[1] }, to: { kind: to[0], id: to[1] }, relation },
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  it('opens as a vault: notes, typed links both ways, stat block, map markers, every wikilink resolving', async () => {
    const gm = await registerUser(t.app);
    const mara = await generate(gm.token, 'npc', { ...SAMPLE_REQUESTS.npc!(1), statBlock: true });
    const twin = await generate(gm.token, 'npc', SAMPLE_REQUESTS.npc!(2));
    const town = await generate(gm.token, 'town', { ...SAMPLE_REQUESTS.town!(2), mapStyle: 'fantasy' });
    const elsewhere = await generate(gm.token, 'town', SAMPLE_REQUESTS.town!(3));
    const faction = await generate(gm.token, 'faction', SAMPLE_REQUESTS.faction!(1));
    const item = await generate(gm.token, 'magic-item', SAMPLE_REQUESTS['magic-item']!(1));
    await t.app.ctx.pipeline.worker.drain();
    // A second NPC of the same name.
    const [twinRow] = await t.database.db.select().from(content).where(eq(content.id, twin.id));
    await t.database.db
      .update(content)
      .set({ name: mara.name, data: { ...twinRow!.data, name: mara.name } })
      .where(eq(content.id, twin.id));
    await link(gm.token, ['npc', mara.id], ['town', town.id], 'lives-in');
    await link(gm.token, ['npc', mara.id], ['faction', faction.id], 'member-of');
    await link(gm.token, ['faction', faction.id], ['town', town.id], 'headquartered-in');
    await link(gm.token, ['npc', mara.id], ['magic-item', item.id], 'owns');
    await link(gm.token, ['npc', twin.id], ['npc', mara.id], 'rival-of');
    await link(gm.token, ['npc', twin.id], ['town', elsewhere.id], 'lives-in');

    // Everything but the other town.
    const ids = [mara.id, twin.id, town.id, faction.id, item.id];
    const res = await t.app.inject({
      url: bulkExportPath({ ids, formats: ['vault'] }),
      headers: bearer(gm.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await readZip(res.rawPayload);
    const inVault = entries.filter((e) => e.name.startsWith(`${VAULT_FOLDER}/`));
    expect(entries.length - inVault.length).toBe(1); // the README
    const files = new Set(inVault.map((e) => e.name.slice(VAULT_FOLDER.length + 1)));

    const notes: Note[] = inVault
      .filter((e) => e.name.endsWith('.md'))
      .map((e) => {
        const text = e.data.toString('utf8');
        const [, matter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
        const path = e.name.slice(VAULT_FOLDER.length + 1);
        return { path, name: path.replace(/^.*\//, '').replace(/\.md$/, ''), matter: parse(matter), body };
      });
    expect(notes).toHaveLength(5);
    const byName = new Map(notes.map((n) => [n.name.toLowerCase(), n]));
    // Two notes for the two Maras: the second by its id, its name kept as an alias.
    const twinNote = byName.get(`${mara.name} (${twin.id})`.toLowerCase())!;
    expect(twinNote.path).toBe(`npcs/${mara.name} (${twin.id}).md`);
    expect(twinNote.matter.aliases).toEqual([mara.name]);
    const maraNote = byName.get(mara.name.toLowerCase())!;
    const townNote = byName.get(noteName(town.name).toLowerCase())!;
    const factionNote = byName.get(noteName(faction.name).toLowerCase())!;
    const itemNote = byName.get(noteName(item.name).toLowerCase())!;
    expect(maraNote.path).toBe(`npcs/${mara.name}.md`);
    expect(townNote.path.startsWith('towns/')).toBe(true);

    // Each note keeps its kind's properties; every link of the world is on both notes.
    for (const note of notes) expect(note.matter).toMatchObject({ kind: expect.any(String) });
    const wl = (note: Note) => `[[${note.name}]]`;
    expect(maraNote.matter).toMatchObject({
      'lives-in': [wl(townNote)],
      'member-of': [wl(factionNote)],
      owns: [wl(itemNote)],
      'rival-of': [wl(twinNote)],
    });
    expect(townNote.matter).toMatchObject({
      'home-to': [wl(maraNote)],
      'headquarters-of': [wl(factionNote)],
    });
    expect(factionNote.matter).toMatchObject({
      'has-member': [wl(maraNote)],
      'headquartered-in': [wl(townNote)],
    });
    expect(itemNote.matter).toMatchObject({ 'owned-by': [wl(maraNote)] });
    // A link to an entity outside the export keeps its name, as words.
    expect(twinNote.matter).toMatchObject({ 'rival-of': [wl(maraNote)], 'lives-in': [elsewhere.name] });

    // Every wikilink names an attachment, a note, or a heading of a note.
    for (const note of notes) {
      const text = `${JSON.stringify(note.matter)}\n${note.body}`;
      for (const [, target = '', heading] of text.matchAll(WIKILINK)) {
        if (target.includes('/')) {
          expect(files.has(target), `${note.path}: ${target}`).toBe(true);
          continue;
        }
        const named = byName.get(target.toLowerCase());
        expect(named, `${note.path}: [[${target}]]`).toBeDefined();
        if (heading) expect(named!.body).toMatch(new RegExp(`^#+ ${heading}$`, 'm'));
      }
    }
    // Every picture is in the attachments and embedded under its note's title.
    for (const note of notes) {
      const [, embed] = /\n!\[\[(attachments\/[^\]]+)\]\]/.exec(note.body) ?? [];
      expect(embed, note.path).toBeDefined();
      expect(files.has(embed!)).toBe(true);
      expect(note.body.indexOf('# ')).toBeLessThan(note.body.indexOf(`![[${embed}]]`));
    }

    // The stat block: only the plugin's fields, and the record's numbers.
    const [statblock] = codeBlocks(maraNote.body, 'statblock');
    const block = parse(statblock!) as Record<string, unknown>;
    for (const key of Object.keys(block)) expect(FANTASY_STATBLOCKS_FIELDS, key).toContain(key);
    const [stored] = await t.database.db.select().from(content).where(eq(content.id, mara.id));
    const sheet = (stored!.data as NpcData).statBlock!;
    expect(block).toMatchObject({
      name: mara.name,
      ac: sheet.armorClass,
      hp: sheet.hitPoints,
      stats: [
        sheet.abilities.str,
        sheet.abilities.dex,
        sheet.abilities.con,
        sheet.abilities.int,
        sheet.abilities.wis,
        sheet.abilities.cha,
      ],
      cr: sheet.challengeRating,
    });
    expect((block.actions as { name: string }[]).map((a) => a.name)).toEqual(
      sheet.actions.map((a) => a.name),
    );
    expect(block.image).toBe(`[[attachments/${maraNote.name}.png]]`);
    expect(codeBlocks(twinNote.body, 'statblock')).toEqual([]);

    // The town's map: a marker on every establishment, where the map draws its number.
    const [leaflet] = codeBlocks(townNote.body, 'leaflet');
    const lines = leaflet!.trim().split('\n');
    expect(lines).toContain(`bounds: [[0, 0], [${PRINT_HEIGHT}, ${PRINT_WIDTH}]]`);
    expect(lines).toContain(`image: [[attachments/${townNote.name}.png]]`);
    const [storedTown] = await t.database.db.select().from(content).where(eq(content.id, town.id));
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, storedTown!.imageJobId!));
    const townData = storedTown!.data as TownData;
    const svg = kindOf('town').procedural.art(townData, Number(job!.seed));
    const scale = PRINT_WIDTH / 2140;
    // The same map's geometry, downloaded on its own; an NPC's portrait has none.
    const geo = await t.app.inject({
      url: kindPaths(kindOf('town').contract).exportPictureData(town.id),
      headers: bearer(gm.token),
    });
    expect(geo.statusCode, geo.body).toBe(200);
    expect(geo.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    expect(geo.json()).toEqual(townGeoJson(townData, Number(job!.seed)));
    const none = await t.app.inject({
      url: kindPaths(kindOf('npc').contract).exportPictureData(mara.id),
      headers: bearer(gm.token),
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: NO_PICTURE_DATA_MESSAGE, error: 'NOT_FOUND' });
    const markers = lines.filter((line) => line.startsWith('marker: '));
    expect(markers).toHaveLength(townData.establishments.length);
    markers.forEach((line, i) => {
      const [type, lat, long, target, description] = line.slice('marker: '.length).split(', ');
      expect(type).toBe('default');
      expect(target).toBe(`[[${townNote.name}#Establishments]]`);
      expect(description).toContain(`${i + 1}. `);
      const drawn = new RegExp(`data-marker="${i + 1}"[^>]*>\\s*<circle cx="([\\d.]+)" cy="([\\d.]+)"`).exec(
        svg,
      );
      expect(drawn, `marker ${i + 1} in the SVG`).not.toBeNull();
      expect(Number(long)).toBeCloseTo(Number(drawn![1]) * scale, -0.5);
      expect(Number(lat)).toBeCloseTo(PRINT_HEIGHT - Number(drawn![2]) * scale, -0.5);
    });
  }, 60_000);
});
