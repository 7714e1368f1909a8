// Lays many procedural pictures out as one SVG grid (contact sheets for reviewing art in tests and docs).
import { el } from './svg.js';

export interface SheetOptions {
  columns: number;
  /** Side of one square tile in px. */
  tile: number;
  gap?: number;
  background?: string;
}

/**
 * Nests each picture as its own <svg> viewport. Pictures keep their own defs; their ids must already be
 * unique per picture (SvgDoc prefixes them), or one tile's gradient would paint another's.
 */
export function composeSheet(svgs: readonly string[], options: SheetOptions): string {
  const gap = options.gap ?? 8;
  const rows = Math.ceil(svgs.length / options.columns);
  const width = options.columns * options.tile + (options.columns + 1) * gap;
  const height = rows * options.tile + (rows + 1) * gap;
  const tiles = svgs.map((svg, i) => {
    const x = gap + (i % options.columns) * (options.tile + gap);
    const y = gap + Math.floor(i / options.columns) * (options.tile + gap);
    const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 512 512';
    const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
    return `<svg x="${x}" y="${y}" width="${options.tile}" height="${options.tile}" viewBox="${viewBox}">${inner}</svg>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${el('rect', { width, height, fill: options.background ?? '#1b1b1f' })}${tiles.join('')}</svg>`;
}
