// What a content kind plugs into the pipeline on the server: its shared contract plus procedural text and art,
// what an AI provider needs to write and paint it, and its PDF and Markdown layouts. Generic code reads only this
// type, never a specific kind.
import type { z } from 'zod';
import type { Entity, KindContract, MarkdownFlavor } from '../../shared/content.js';
import type { WorldMemory } from '../engine/grammar.js';
import type { Reroll } from '../engine/rng.js';
import type { FiveToolsEntry } from '../export/fivetools.js';
import type { FoundryActorContext, FoundryDocument } from '../export/foundry.js';
import type { PdfSheet } from '../pdf/sheet.js';

/** The user's entity a new one is generated from (the request's `context`, decision 024). */
export type ContextEntity = { kind: string; name: string; data: Record<string, unknown> };

/** How the procedural writer is asked to write, beyond request and seed (decision 024). */
export type WriteOptions = {
  /** Re-roll one section: its streams draw anew, every other stream gives what it gave. */
  reroll?: Reroll;
  /** The entity this one is generated from: the writer weaves its facts in (a town's name, factions, rumours). */
  context?: ContextEntity;
  /**
   * The fingerprints of the user's entities of this kind (`engine/repetition.ts`), with how many entities hold each: a
   * writer that can draft more than once prefers the draft that shares least with them (decision 026). Empty or
   * absent: the seed alone decides.
   */
  avoid?: WorldMemory;
};

/**
 * What an AI provider needs from a kind (decision 010). The procedural writer always runs first and gives the
 * draft: code keeps what it does well (seed, resolved options, mechanics), the model writes the prose.
 */
export type KindAi<Req extends z.ZodType = z.ZodType, Data extends z.ZodObject = z.ZodObject> = {
  /**
   * What each field should contain, for the prompt: tone, lengths, counts (e.g. 3-6 plot hooks), how to read
   * the request's options. One line per field reads best.
   */
  guidance: string;
  /**
   * The fields code decides and the model must keep, taken from the procedural draft (and the request): resolved
   * options, mechanics, sections the request switched off. They are shown to the model and merged over its
   * answer, so a model can never change them.
   */
  fixed(draft: z.output<Data>, request: z.output<Req>): Partial<z.output<Data>>;
  /** A vivid picture description of the entity for an image model: subject, style, mood; no text in the image. */
  imagePrompt(data: z.output<Data>): string;
};

/**
 * A kind's Markdown layouts, one per flavour (decision 018): Obsidian (YAML front matter, [[links]]) and Homebrewery
 * (V3 blocks, page breaks). Built from `export/markdown.ts`, which escapes the record's text.
 */
export type KindMarkdown<Data> = Record<MarkdownFlavor, (entity: Entity<Data>) => string>;

/**
 * A kind's part in the Foundry VTT export beyond the JournalEntry every kind gets (decision 022): the game system's
 * Actor, for kinds whose entities can be one.
 */
export type KindFoundry<Data> = {
  /** The Actor of the entity, or null when this entity has none (an NPC without a stat block). */
  actor(entity: Entity<Data>, context: FoundryActorContext): FoundryDocument | null;
  /** Why an entity of the kind has no Actor, for the 400 answer: says how to get one. */
  noActor: string;
};

/** Where an entity stands in the Obsidian vault: its note's name and its picture. */
export type VaultNote = { note: string; picture: VaultPicture | null };

/** An entity's picture in the Obsidian vault: its path in the vault, and how it was painted. */
export type VaultPicture = {
  /** 'attachments/Mara.png'. */
  file: string;
  /** The seed it was painted with, when a job painted it (an imported picture has none). */
  seed: number | null;
  /** Drawn by the procedural engine (so its layout can be computed again from the record and the seed). */
  procedural: boolean;
};

export type ServerKind<Req extends z.ZodType = z.ZodType, Data extends z.ZodObject = z.ZodObject> = {
  contract: KindContract<Req, Data>;
  procedural: {
    /** Writes the entity from the request and seed (and options): pure and deterministic. */
    text(request: z.output<Req>, seed: number, options?: WriteOptions): z.output<Data>;
    /** Draws the entity's picture as SVG from its record and an image seed. */
    art(data: z.output<Data>, seed: number): string;
    /**
     * A regenerated picture's record: the parts of the record the picture is drawn from, decided anew from the new
     * image seed, with every sentence that describes them rewritten (a faction's arms, blazon and the lines that
     * describe its badge), so a new picture and its words still agree. Pure and deterministic. Absent: the record
     * stays as it is and only the picture's own free choices change.
     */
    redraw?(data: z.output<Data>, seed: number): z.output<Data>;
  };
  /** What AI text and image providers need to write and paint this kind. */
  ai: KindAi<Req, Data>;
  /** Width in pixels of the stored raster picture. */
  imageWidth: number;
  /** Lays the entity out on a printable sheet. */
  pdf(sheet: PdfSheet, entity: Entity<z.output<Data>>, image: Buffer | null): void;
  /** Lays the entity out as Markdown, in each flavour: GET /api/{base}/{id}/export/markdown?flavor=. */
  markdown: KindMarkdown<z.output<Data>>;
  /**
   * The writer's streams of each re-rollable section (the contract's `sections`), where they are not named like
   * the section (a town's 'rumors' are drawn from its 'rumours' stream).
   */
  rerollStreams?: Readonly<Record<string, readonly string[]>>;
  /**
   * The request fields a generation from another kind's entity starts from (decision 024): by the context's kind,
   * what its record says of the new entity (an NPC from a town: its people, its name kept). The user's own choices
   * in the request win.
   */
  requestFromContext?: Readonly<Record<string, (context: ContextEntity) => Record<string, unknown>>>;
  /**
   * The Obsidian vault's code blocks for the entity's note (issue 25), read by Obsidian plugins and placed under
   * its picture: an NPC's stat block for Fantasy Statblocks, a town's map for Leaflet. Absent: none.
   */
  vault?: (entity: Entity<z.output<Data>>, place: VaultNote) => string[];
  /**
   * Data drawn with the procedural picture (issue 25): the town map's geometry as GeoJSON. Computed again from the
   * record and the seed the picture was painted with; shipped beside the picture. Absent: none.
   */
  pictureData?: {
    extension: string;
    contentType: string;
    write(entity: z.output<Data>, seed: number): string;
  };
  /** The entity as 5etools homebrew (issue 25): its `monster` or `item` entry, or null when it has none. Absent: none. */
  fiveTools?: (entity: Entity<z.output<Data>>) => FiveToolsEntry | null;
  /** Foundry VTT beyond the journal entry: GET /api/{base}/{id}/export/foundry?document=actor. Absent: no Actor. */
  foundry?: KindFoundry<z.output<Data>>;
};

/** Keeps the kind's generic parameters while storing it in a list of kinds. */
export function defineServerKind<Req extends z.ZodType, Data extends z.ZodObject>(
  kind: ServerKind<Req, Data>,
): ServerKind {
  return kind as unknown as ServerKind;
}
