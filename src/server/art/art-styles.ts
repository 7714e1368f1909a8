// Art styles as data: how a picture is rendered (palette treatment, outlines, shading, texture, frame). Every
// kind of picture reads the same definitions, so a style looks the same on a portrait, an item or an emblem.

export const ART_STYLE_IDS = ['fantasy', 'realistic', 'painterly', 'concept-art', 'cel-shaded'] as const;
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

/** Background frames drawn by art/frames.ts. */
export type FrameKind = 'medallion' | 'vignette' | 'arch' | 'sheet' | 'burst';

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
