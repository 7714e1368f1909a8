// The Foundry VTT export of every registered kind through the real app (decision 022): a JournalEntry that passes the
// mirror of Foundry v13's data model, its picture inside the file, its text rendered from the kind's Markdown with
// hostile text kept as text; the dnd5e Actor of an NPC with a stat block, whose numbers are the stat block's; refusals
// of entities without an actor and of unknown documents; 401 without a session, 404 for another user's entity.
import { describe, expect, it } from 'vitest';
import { entityOfAnswer, kindPaths } from '../../shared/content.js';
import type { NpcStatBlock } from '../../shared/kinds/npc.js';
import { KINDS } from '../kinds/registry.js';
import type { ServerKind } from '../pipeline/kind.js';
import { bearer, registerUser } from '../test/accounts.js';
import { dnd5eNpcActorSchema, journalEntrySchema } from '../test/foundry-schemas.js';
import { TEST_ENGINES, useTestApp } from '../test/harness.js';
import { SAMPLE_REQUESTS } from '../test/sample-requests.js';
import { DND5E_SYSTEM_VERSION, FOUNDRY_CORE_VERSION, journalHtml } from './foundry.js';

/** A name made of what Markdown and HTML would read as syntax. */
const HOSTILE_NAME = '<script>alert(1)</script> *bold* [[Link]] [x](javascript:alert(1))';

const npcKind = KINDS.find((kind) => kind.foundry)!;

describe.each(TEST_ENGINES)('Foundry VTT export (%s)', (engine) => {
  const t = useTestApp(engine);

  async function generate(token: string, kind: ServerKind, extra: Record<string, unknown> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: kindPaths(kind.contract).generate,
      headers: bearer(token),
      payload: { ...SAMPLE_REQUESTS[kind.contract.kind]!(1), ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    return entityOfAnswer(kind.contract, res.json()) as Record<string, unknown> & {
      id: number;
      name: string;
    };
  }

  it.each(KINDS.map((kind) => [kind.contract.kind, kind] as const))(
    'exports a %s as a Foundry v13 JournalEntry with its picture and its text as escaped HTML',
    async (_name, kind) => {
      const user = await registerUser(t.app);
      const paths = kindPaths(kind.contract);
      const shape = (kind.contract.requestSchema as unknown as { shape: Record<string, unknown> }).shape;
      const named = 'name' in shape ? { name: HOSTILE_NAME } : {};
      const entity = await generate(user.token, kind, named);
      await t.app.ctx.pipeline.worker.drain();

      const res = await t.app.inject({ url: paths.exportFoundry(entity.id), headers: bearer(user.token) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="[^"]+\.foundry-journal\.json"/,
      );
      const parsed = journalEntrySchema.safeParse(res.json());
      expect(parsed.error?.issues).toBeUndefined();
      const journal = parsed.data!;
      expect(journal.name).toBe(entity.name);
      expect(journal._stats.coreVersion).toBe(FOUNDRY_CORE_VERSION);
      expect(journal.flags).toEqual({ loreforge: { kind: kind.contract.kind, exportVersion: 1 } });
      expect(journal.ownership).toEqual({ default: 0 });

      // The picture first, as base64 inside the file: the bytes the image route serves.
      const [image, text] = journal.pages;
      expect(image!.type).toBe('image');
      const picture = await t.app.inject({ url: paths.image(entity.id), headers: bearer(user.token) });
      expect(image!.src).toBe(
        `data:${picture.headers['content-type']};base64,${picture.rawPayload.toString('base64')}`,
      );
      expect(image!.image.caption).toBe(entity.name);
      expect(text!.type).toBe('text');
      expect(text!.text.format).toBe(1);
      expect(new Set(journal.pages.map((page) => page._id)).size).toBe(journal.pages.length);

      // The text is the kind's Obsidian Markdown as HTML: no front matter, no [[links]], no markup from the record.
      const html = text!.text.content!;
      expect(html).toMatch(/^<h1>/);
      expect(html).not.toMatch(/^---|\nkind: /);
      // Every [[link]] of the Obsidian note is a plain name here (the record's own '[[' stays text: it is escaped).
      const obsidian = kind.markdown.obsidian(
        (await t.app.inject({ url: paths.one(entity.id), headers: bearer(user.token) })).json(),
      );
      for (const [link, name] of obsidian.matchAll(/(?<!\\)\[\[([^[\]]+)\]\]/g)) {
        expect(html).not.toContain(link);
        expect(html).toContain(name);
      }
      expect(html).not.toMatch(/<(script|a|img|iframe|style)\b/i);
      expect(html).not.toMatch(/\son[a-z]+=/i);
      if (named.name) {
        expect(html).toContain(
          '<h1>&lt;script&gt;alert(1)&lt;/script&gt; *bold* [[Link]] [x](javascript:alert(1))</h1>',
        );
        expect(html).not.toContain('<em>bold</em>');
        expect(res.headers['content-disposition']).toContain('.foundry-journal.json"');
      }

      // The same export twice carries the same ids, so a second import replaces pages rather than adding them.
      const again = await t.app.inject({ url: paths.exportFoundry(entity.id), headers: bearer(user.token) });
      expect(again.json().pages.map((page: { _id: string }) => page._id)).toEqual(
        journal.pages.map((page) => page._id),
      );

      // An unknown document is refused; a kind without an actor says so.
      const unknown = await t.app.inject({
        url: `${paths.exportFoundry(entity.id)}?document=scene`,
        headers: bearer(user.token),
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        error: 'VALIDATION_ERROR',
        message: "document must be 'journal' or 'actor'",
      });
      if (!kind.foundry) {
        const actor = await t.app.inject({
          url: paths.exportFoundry(entity.id, 'actor'),
          headers: bearer(user.token),
        });
        expect(actor.statusCode).toBe(400);
        expect(actor.json().error).toBe('VALIDATION_ERROR');
        expect(actor.json().message).toMatch(
          /have no Foundry VTT actor; export the journal entry instead\.$/,
        );
      }

      // Only the owner: no session is 401, another user's entity 404.
      const anonymous = await t.app.inject({ url: paths.exportFoundry(entity.id) });
      expect(anonymous.statusCode).toBe(401);
      const other = await registerUser(t.app);
      for (const document of ['journal', 'actor'] as const) {
        const res = await t.app.inject({
          url: paths.exportFoundry(entity.id, document),
          headers: bearer(other.token),
        });
        expect(res.statusCode).toBe(404);
      }
    },
  );

  it('exports an NPC with a stat block as a dnd5e 5.x Actor whose numbers are the stat block', async () => {
    const user = await registerUser(t.app);
    const paths = kindPaths(npcKind.contract);
    const npc = await generate(user.token, npcKind, {
      name: HOSTILE_NAME,
      race: 'dwarf',
      occupation: 'priest',
      statBlock: true,
      challengeRating: '5',
    });
    await t.app.ctx.pipeline.worker.drain();
    const block = npc.statBlock as NpcStatBlock;

    const res = await t.app.inject({
      url: paths.exportFoundry(npc.id, 'actor'),
      headers: bearer(user.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/\.foundry-actor\.json"/);
    const parsed = dnd5eNpcActorSchema.safeParse(res.json());
    expect(parsed.error?.issues).toBeUndefined();
    const actor = parsed.data!;
    expect(actor._stats).toMatchObject({ systemId: 'dnd5e', systemVersion: DND5E_SYSTEM_VERSION });
    expect(actor.name).toBe(HOSTILE_NAME);
    const system = actor.system as unknown as {
      abilities: Record<string, { value: number }>;
      attributes: { ac: { flat: number }; hp: { value: number; max: number; formula: string } };
      details: { cr: number; biography: { value: string } };
      traits: { dr: { value: string[] } };
    };
    expect(Object.fromEntries(Object.entries(system.abilities).map(([k, v]) => [k, v.value]))).toEqual(
      block.abilities,
    );
    expect(system.attributes.ac.flat).toBe(block.armorClass);
    expect(system.attributes.hp).toMatchObject({ value: block.hitPoints, max: block.hitPoints });
    expect(system.attributes.hp.formula).toBe(block.hitDice.replaceAll('\u2212', '-'));
    expect(system.details.cr).toBe(5);
    // dnd5e's proficiency from CR 5: +3, the stat block's.
    expect(Math.floor((Math.max(system.details.cr, 1) + 7) / 4)).toBe(block.proficiencyBonus);
    expect(system.traits.dr.value).toEqual(['poison']);
    // The biography is the journal's text: the same escaped HTML.
    expect(system.details.biography.value).toBe(
      journalHtml(
        npcKind.markdown.obsidian(
          (await t.app.inject({ url: paths.one(npc.id), headers: bearer(user.token) })).json(),
        ),
      ),
    );
    expect(system.details.biography.value).not.toMatch(/<(script|a|img)\b/i);
    // The portrait travels as the actor's and its token's image.
    const picture = await t.app.inject({ url: paths.image(npc.id), headers: bearer(user.token) });
    const uri = `data:${picture.headers['content-type']};base64,${picture.rawPayload.toString('base64')}`;
    expect(actor.img).toBe(uri);
    expect(actor.prototypeToken.texture.src).toBe(uri);
    expect(actor.items.length).toBe(block.traits.length + block.actions.length);

    // Another user's NPC is 404, with or without a stat block.
    const other = await registerUser(t.app);
    const foreign = await t.app.inject({
      url: paths.exportFoundry(npc.id, 'actor'),
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('exports an entity whose picture is not painted yet without one: a text page, the default actor art', async () => {
    const user = await registerUser(t.app);
    const paths = kindPaths(npcKind.contract);
    // The worker has not run: the portrait is still pending.
    const npc = await generate(user.token, npcKind, { statBlock: true });
    const journal = journalEntrySchema.parse(
      (await t.app.inject({ url: paths.exportFoundry(npc.id), headers: bearer(user.token) })).json(),
    );
    expect(journal.pages.map((page) => page.type)).toEqual(['text']);
    const actor = dnd5eNpcActorSchema.parse(
      (await t.app.inject({ url: paths.exportFoundry(npc.id, 'actor'), headers: bearer(user.token) })).json(),
    );
    expect(actor.img).toBe('icons/svg/mystery-man.svg');
    expect(actor.prototypeToken.texture.src).toBe('icons/svg/mystery-man.svg');
  });

  it('refuses the actor of an NPC without a stat block, with how to get one', async () => {
    const user = await registerUser(t.app);
    const npc = await generate(user.token, npcKind);
    expect(npc.statBlock).toBeNull();
    const res = await t.app.inject({
      url: kindPaths(npcKind.contract).exportFoundry(npc.id, 'actor'),
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_ERROR', message: npcKind.foundry!.noActor });
  });
});

describe('journalHtml', () => {
  it('drops the front matter, turns [[links]] into names and never lets raw HTML, links or images through', () => {
    const html = journalHtml(
      [
        '---',
        'kind: "npc"',
        'related:',
        '  - "[[Old Mill]]"',
        '---',
        '',
        '# Name',
        '',
        'Lives by [[Old Mill]] with \\*stars\\*.',
        '',
        '<div onclick="x">raw</div>',
        '',
        'inline <b>tag</b> and [a link](https://example.com) and ![pic](https://example.com/x.png) and https://example.com',
      ].join('\n'),
    );
    expect(html).not.toContain('kind:');
    expect(html).toContain('<h1>Name</h1>');
    expect(html).toContain('Lives by Old Mill with *stars*.');
    expect(html).toContain('&lt;div onclick=&quot;x&quot;&gt;raw&lt;/div&gt;');
    expect(html).toContain('inline &lt;b&gt;tag&lt;/b&gt; and a link and pic and https://example.com');
    expect(html).not.toMatch(/<(div|b|a|img)\b/);
  });
});
