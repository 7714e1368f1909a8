// What a content kind plugs into the pipeline on the server: its shared contract plus procedural text and art,
// and its PDF (and optionally Markdown) layout. Generic code reads only this type, never a specific kind.
import type { z } from 'zod';
import type { Entity, KindContract } from '../../shared/content.js';
import type { PdfSheet } from '../pdf/sheet.js';

export type ServerKind<Req extends z.ZodType = z.ZodType, Data extends z.ZodObject = z.ZodObject> = {
  contract: KindContract<Req, Data>;
  procedural: {
    /** Writes the entity from the request and seed: pure and deterministic. */
    text(request: z.output<Req>, seed: number): z.output<Data>;
    /** Draws the entity's picture as SVG from its record and an image seed. */
    art(data: z.output<Data>, seed: number): string;
  };
  /** Width in pixels of the stored raster picture. */
  imageWidth: number;
  /** Lays the entity out on a printable sheet. */
  pdf(sheet: PdfSheet, entity: Entity<z.output<Data>>, image: Buffer | null): void;
  markdown?(entity: Entity<z.output<Data>>): string;
};

/** Keeps the kind's generic parameters while storing it in a list of kinds. */
export function defineServerKind<Req extends z.ZodType, Data extends z.ZodObject>(
  kind: ServerKind<Req, Data>,
): ServerKind {
  return kind as unknown as ServerKind;
}
