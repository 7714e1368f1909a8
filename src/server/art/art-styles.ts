// Art styles as data: how a picture is rendered (palette treatment, outlines, shading, texture, frame). Every
// kind of picture reads the same definitions, so a style looks the same on a portrait, an item or an emblem.

/** Renderings by medium (first made for portraits, and the NPC options). */
export const MEDIUM_STYLE_IDS = ['fantasy', 'realistic', 'painterly', 'concept-art', 'cel-shaded'] as const;
/** Renderings by setting and mood (first made for item pictures): each has its own backdrop and surface. */
export const THEMED_STYLE_IDS = [
  'medieval',
  'gothic',
  'ethereal',
  'dark-fantasy',
  'steampunk',
  'elven',
  'dwarven',
] as const;
export const ART_STYLE_IDS = [...MEDIUM_STYLE_IDS, ...THEMED_STYLE_IDS] as const;
export type ArtStyleId = (typeof ART_STYLE_IDS)[number];

/**
 * How forms are shaded:
 * - soft: gradient fills and stepped, translucent shadows (rich, smooth);
 * - subtle: low-contrast gradients and faint shadows (photographic restraint);
 * - brush: gradients plus visible brush-stroke texture and no hard edges;
 * - hatch: flat values with pencil hatching in the shadows;
 * - cel: flat fills with one hard-edged shadow tone.
 */
export type ShadingMode = 'soft' | 'subtle' | 'brush' | 'hatch' | 'cel';

/** Overlays that give the surface its medium. */
export type TextureMode = 'none' | 'canvas' | 'paper' | 'grain';

/** Background frames drawn by art/frames.ts (the themed ones by art/themed-frames.ts). */
export type FrameKind =
  | 'medallion'
  | 'vignette'
  | 'arch'
  | 'sheet'
  | 'burst'
  | 'parchment'
  | 'crypt'
  | 'mist'
  | 'smoke'
  | 'workshop'
  | 'grove'
  | 'forge';

export interface PaletteTreatment {
  /** Multiplies saturation. */
  saturation: number;
  /** Added to lightness (-1..1). */
  lightness: number;
  /** Mixed into every colour by `tintAmount`, to unify the palette (a warm varnish, a cool graphite). */
  tint: string;
  tintAmount: number;
  /** Spread of the tone ramps (1 = normal). */
  contrast: number;
  /** Degrees the shadows and lights turn in hue. */
  hueShift: number;
}

export interface OutlineDef {
  /** Silhouette width in px at 512 px; 0 draws no outline. */
  outer: number;
  /** Inner contours (hair locks, folds). */
  inner: number;
  /** Fine features (eyelids, mouth, wrinkles). */
  detail: number;
  /** 'ink' is one near-black for everything; 'shade' darkens each material's own colour. */
  ink: 'ink' | 'shade';
  inkColor: string;
  opacity: number;
  /** Doubles lines with a slight offset, like a pencil going over a contour twice. */
  sketch: boolean;
}

export interface ArtStyleDef {
  id: ArtStyleId;
  label: string;
  palette: PaletteTreatment;
  outline: OutlineDef;
  shading: ShadingMode;
  texture: TextureMode;
  frame: FrameKind;
  /** Strength of specular highlights (eyes, metal, hair shine), 0..1. */
  shine: number;
  /** Whether magic and light sources glow with soft halos. */
  glow: boolean;
}

export const ART_STYLES: Readonly<Record<ArtStyleId, ArtStyleDef>> = {
  fantasy: {
    id: 'fantasy',
    label: 'Fantasy',
    palette: {
      saturation: 1.12,
      lightness: 0.01,
      tint: '#ffcf8a',
      tintAmount: 0.04,
      contrast: 1.1,
      hueShift: 16,
    },
    outline: {
      outer: 2.6,
      inner: 1.6,
      detail: 1.8,
      ink: 'shade',
      inkColor: '#2a1d2e',
      opacity: 1,
      sketch: false,
    },
    shading: 'soft',
    texture: 'none',
    frame: 'medallion',
    shine: 1,
    glow: true,
  },
  realistic: {
    id: 'realistic',
    label: 'Realistic',
    palette: {
      saturation: 0.72,
      lightness: -0.02,
      tint: '#8a7a66',
      tintAmount: 0.1,
      contrast: 0.9,
      hueShift: 6,
    },
    outline: {
      outer: 1.1,
      inner: 0.8,
      detail: 1.2,
      ink: 'shade',
      inkColor: '#2e2620',
      opacity: 0.55,
      sketch: false,
    },
    shading: 'subtle',
    texture: 'grain',
    frame: 'vignette',
    shine: 0.7,
    glow: false,
  },
  painterly: {
    id: 'painterly',
    label: 'Painterly',
    palette: {
      saturation: 0.95,
      lightness: 0.02,
      tint: '#e8b878',
      tintAmount: 0.12,
      contrast: 0.95,
      hueShift: 20,
    },
    outline: {
      outer: 0,
      inner: 0,
      detail: 1.5,
      ink: 'shade',
      inkColor: '#3a2a2a',
      opacity: 0.75,
      sketch: false,
    },
    shading: 'brush',
    texture: 'canvas',
    frame: 'arch',
    shine: 0.8,
    glow: true,
  },
  'concept-art': {
    id: 'concept-art',
    label: 'Concept art',
    palette: {
      saturation: 0.55,
      lightness: 0.03,
      tint: '#8a8478',
      tintAmount: 0.1,
      contrast: 1.05,
      hueShift: 4,
    },
    outline: {
      outer: 1.5,
      inner: 1,
      detail: 1.3,
      ink: 'ink',
      inkColor: '#26262c',
      opacity: 0.85,
      sketch: true,
    },
    shading: 'hatch',
    texture: 'paper',
    frame: 'sheet',
    shine: 0.6,
    glow: false,
  },
  'cel-shaded': {
    id: 'cel-shaded',
    label: 'Cel-shaded',
    palette: {
      saturation: 1.15,
      lightness: 0.03,
      tint: '#ffffff',
      tintAmount: 0,
      contrast: 1.15,
      hueShift: 10,
    },
    outline: {
      outer: 4.5,
      inner: 2.4,
      detail: 2.6,
      ink: 'ink',
      inkColor: '#141218',
      opacity: 1,
      sketch: false,
    },
    shading: 'cel',
    texture: 'none',
    frame: 'burst',
    shine: 1,
    glow: false,
  },
  // The themed styles: each is a setting as much as a medium, so its frame carries most of the mood and the
  // treatment below keeps the subject in the same world (ink and flat pigment on parchment, cold hard light in
  // a crypt, pale haze, smoky desaturation, sepia brass, silvered greens, forge-lit heavy lines).
  medieval: {
    id: 'medieval',
    label: 'Medieval',
    palette: {
      saturation: 0.68,
      lightness: 0,
      tint: '#c8a870',
      tintAmount: 0.14,
      contrast: 0.85,
      hueShift: 4,
    },
    outline: {
      outer: 3.2,
      inner: 1.8,
      detail: 1.5,
      ink: 'ink',
      inkColor: '#2a1a10',
      opacity: 1,
      sketch: false,
    },
    shading: 'hatch',
    texture: 'paper',
    frame: 'parchment',
    shine: 0.4,
    glow: false,
  },
  gothic: {
    id: 'gothic',
    label: 'Gothic',
    palette: {
      saturation: 0.5,
      lightness: -0.04,
      tint: '#8090b0',
      tintAmount: 0.1,
      contrast: 1.5,
      hueShift: 8,
    },
    outline: {
      outer: 2.2,
      inner: 1.4,
      detail: 1.2,
      ink: 'ink',
      inkColor: '#07070b',
      opacity: 1,
      sketch: false,
    },
    shading: 'cel',
    texture: 'none',
    frame: 'crypt',
    shine: 1,
    glow: true,
  },
  ethereal: {
    id: 'ethereal',
    label: 'Ethereal',
    palette: {
      saturation: 0.62,
      lightness: 0.04,
      tint: '#dce8ff',
      tintAmount: 0.14,
      contrast: 0.85,
      hueShift: 14,
    },
    outline: {
      outer: 1.6,
      inner: 1,
      detail: 1,
      ink: 'shade',
      inkColor: '#4a5680',
      opacity: 0.85,
      sketch: false,
    },
    shading: 'subtle',
    texture: 'none',
    frame: 'mist',
    shine: 1,
    glow: true,
  },
  'dark-fantasy': {
    id: 'dark-fantasy',
    label: 'Dark fantasy',
    palette: {
      saturation: 0.42,
      lightness: -0.06,
      tint: '#4a2a2a',
      tintAmount: 0.12,
      contrast: 1.3,
      hueShift: 6,
    },
    outline: {
      outer: 2,
      inner: 1.2,
      detail: 1.2,
      ink: 'ink',
      inkColor: '#0c0808',
      opacity: 0.9,
      sketch: false,
    },
    shading: 'brush',
    texture: 'grain',
    frame: 'smoke',
    shine: 0.6,
    glow: true,
  },
  steampunk: {
    id: 'steampunk',
    label: 'Steampunk',
    palette: {
      saturation: 0.75,
      lightness: 0,
      tint: '#c89858',
      tintAmount: 0.2,
      contrast: 1.15,
      hueShift: 8,
    },
    outline: {
      outer: 2.4,
      inner: 1.4,
      detail: 1.2,
      ink: 'shade',
      inkColor: '#2a1a0c',
      opacity: 1,
      sketch: false,
    },
    shading: 'soft',
    texture: 'grain',
    frame: 'workshop',
    shine: 0.9,
    glow: true,
  },
  elven: {
    id: 'elven',
    label: 'Elven',
    palette: {
      saturation: 0.9,
      lightness: 0.03,
      tint: '#d8f0d8',
      tintAmount: 0.06,
      contrast: 0.95,
      hueShift: 18,
    },
    outline: {
      outer: 1.8,
      inner: 1.1,
      detail: 1.2,
      ink: 'shade',
      inkColor: '#1e3a2e',
      opacity: 0.9,
      sketch: false,
    },
    shading: 'soft',
    texture: 'none',
    frame: 'grove',
    shine: 1,
    glow: true,
  },
  dwarven: {
    id: 'dwarven',
    label: 'Dwarven',
    palette: {
      saturation: 1,
      lightness: -0.02,
      tint: '#ffb060',
      tintAmount: 0.08,
      contrast: 1.25,
      hueShift: 10,
    },
    outline: {
      outer: 3.4,
      inner: 2,
      detail: 1.6,
      ink: 'ink',
      inkColor: '#1a100a',
      opacity: 1,
      sketch: false,
    },
    shading: 'soft',
    texture: 'none',
    frame: 'forge',
    shine: 0.9,
    glow: false,
  },
};

export function getArtStyle(id: ArtStyleId): ArtStyleDef {
  return ART_STYLES[id];
}

/** A variant of a style for another kind of picture (e.g. maps with heavier ink), without copying it. */
export function extendArtStyle(
  base: ArtStyleDef,
  changes: Partial<Omit<ArtStyleDef, 'palette' | 'outline'>> & {
    palette?: Partial<PaletteTreatment>;
    outline?: Partial<OutlineDef>;
  },
): ArtStyleDef {
  return {
    ...base,
    ...changes,
    palette: { ...base.palette, ...changes.palette },
    outline: { ...base.outline, ...changes.outline },
  };
}
