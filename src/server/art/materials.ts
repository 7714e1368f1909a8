// Materials as data (metals, woods, hides, cloth, glass, stone): a base colour, how hard its light falls and
// how it shines, so any picture can paint a steel blade or a bone handle the same way.

import { mix, type ToneRamp } from './color.js';
import type { Painter } from './paint.js';

export const MATERIAL_IDS = [
  'steel',
  'iron',
  'bronze',
  'gold',
  'silver',
  'mithral',
  'adamantine',
  'bone',
  'wood',
  'leather',
  'cloth',
  'glass',
  'crystal',
  'obsidian',
] as const;
export type MaterialId = (typeof MATERIAL_IDS)[number];

/** How a material takes light: polished metal mirrors bands of sky, clear glass shows what is behind it. */
export type MaterialKind = 'metal' | 'organic' | 'cloth' | 'clear' | 'stone';

export interface MaterialDef {
  id: MaterialId;
  kind: MaterialKind;
  base: string;
  /** Spread of its tone ramp (metals are contrasty, cloth is soft). */
  contrast: number;
  /** 0..1: how bright and sharp its highlights are. */
  shine: number;
}

export const MATERIALS: Readonly<Record<MaterialId, MaterialDef>> = {
  steel: { id: 'steel', kind: 'metal', base: '#a3adba', contrast: 1.45, shine: 1 },
  iron: { id: 'iron', kind: 'metal', base: '#6e7078', contrast: 1.25, shine: 0.55 },
  bronze: { id: 'bronze', kind: 'metal', base: '#b67c3c', contrast: 1.35, shine: 0.85 },
  gold: { id: 'gold', kind: 'metal', base: '#dcac3e', contrast: 1.35, shine: 1 },
  silver: { id: 'silver', kind: 'metal', base: '#c9cfd8', contrast: 1.35, shine: 1 },
  mithral: { id: 'mithral', kind: 'metal', base: '#c4dbe8', contrast: 1.25, shine: 1 },
  adamantine: { id: 'adamantine', kind: 'metal', base: '#46505f', contrast: 1.5, shine: 0.9 },
  bone: { id: 'bone', kind: 'organic', base: '#ddd0b0', contrast: 1, shine: 0.35 },
  wood: { id: 'wood', kind: 'organic', base: '#86582f', contrast: 1.05, shine: 0.25 },
  leather: { id: 'leather', kind: 'organic', base: '#7b4a2a', contrast: 1, shine: 0.3 },
  cloth: { id: 'cloth', kind: 'cloth', base: '#5b3f86', contrast: 0.95, shine: 0.1 },
  glass: { id: 'glass', kind: 'clear', base: '#b8dde6', contrast: 1.1, shine: 1 },
  crystal: { id: 'crystal', kind: 'clear', base: '#c6defa', contrast: 1.2, shine: 1 },
  obsidian: { id: 'obsidian', kind: 'stone', base: '#2c2532', contrast: 1.4, shine: 0.95 },
};

/** The names people write for each material (tags, descriptions), longest first where they overlap. */
export const MATERIAL_WORDS: Readonly<Record<MaterialId, readonly string[]>> = {
  steel: ['steel'],
  iron: ['iron', 'cold-forged'],
  bronze: ['bronze', 'brass', 'copper'],
  gold: ['gold', 'golden', 'gilded', 'gilt'],
  silver: ['silver', 'silvered'],
  mithral: ['mithral', 'mithril'],
  adamantine: ['adamantine', 'adamant'],
  bone: ['bone', 'ivory', 'antler'],
  wood: ['wood', 'wooden', 'oak', 'yew', 'ashwood', 'ebony', 'driftwood', 'willow', 'rowan'],
  leather: ['leather', 'hide', 'dragonhide', 'snakeskin'],
  cloth: ['cloth', 'silk', 'velvet', 'wool', 'linen', 'cotton'],
  glass: ['glass'],
  crystal: ['crystal', 'quartz', 'diamond'],
  obsidian: ['obsidian', 'jet', 'onyx', 'basalt'],
};

/**
 * The first material named in `texts` (tags before the description, earlier words first), or null. Whole
 * words only, so 'ironic' is not iron and 'silkworm' is not silk.
 */
export function materialFromText(texts: readonly string[]): MaterialId | null {
  for (const text of texts) {
    const lower = text.toLowerCase();
    let best: { id: MaterialId; at: number } | null = null;
    for (const id of MATERIAL_IDS) {
      for (const word of MATERIAL_WORDS[id]) {
        const m = new RegExp(`\\b${word}\\b`).exec(lower);
        if (m && (!best || m.index < best.at)) best = { id, at: m.index };
      }
    }
    if (best) return best.id;
  }
  return null;
}

/** A material's tone ramp as the style sees it; `tint` recolours it (cloth dye, a stained wood). */
export function materialRamp(painter: Painter, id: MaterialId, tint?: string): ToneRamp {
  const def = MATERIALS[id];
  return painter.ramp(tint ?? def.base, def.contrast);
}

/**
 * The fill of a material across a body. Polished metal gets the banded look of a mirror (a bright band of sky,
 * then a dark band of ground, then bounce light), which is what makes metal read as metal; other materials use
 * the style's ordinary fill. Flat styles (cel, hatch) keep their flat values.
 */
export function materialFill(
  painter: Painter,
  id: MaterialId,
  ramp: ToneRamp,
  light: 'tl' | 'top' | 'left' | 'right' = 'tl',
): string {
  const def = MATERIALS[id];
  const shading = painter.style.shading;
  if (def.kind !== 'metal' && def.kind !== 'stone') return painter.fill(ramp, light);
  if (shading === 'cel' || shading === 'hatch') return ramp.base;
  const dir = {
    tl: [0.1, 0, 0.9, 1],
    top: [0.5, 0, 0.5, 1],
    left: [0, 0.5, 1, 0.5],
    right: [1, 0.5, 0, 0.5],
  }[light];
  const shine = def.shine * painter.style.shine;
  const spec = mix(ramp.light, '#ffffff', 0.35 * shine);
  return painter.doc.linearGradient({
    x1: dir[0],
    y1: dir[1],
    x2: dir[2],
    y2: dir[3],
    stops: [
      { offset: 0, color: mix(ramp.base, ramp.light, 0.6) },
      { offset: 0.28, color: spec },
      { offset: 0.46, color: ramp.base },
      { offset: 0.62, color: ramp.shade },
      { offset: 0.86, color: ramp.deep },
      { offset: 1, color: mix(ramp.shade, ramp.base, 0.5) },
    ],
  });
}
