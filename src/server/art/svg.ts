// A tiny SVG string builder shared by every picture: escaped attributes, finite numbers only, and defs
// (gradients, clips, patterns) with ids unique to one picture so several pictures can share a page.

export type AttrValue = string | number | boolean | null | undefined;
export type Attrs = Readonly<Record<string, AttrValue>>;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/**
 * Formats a coordinate compactly, to hundredths; a NaN or infinity is a drawing bug, so it fails loudly here.
 * The text is that of `String(Math.round(value * 100) / 100)` (with -0 as '0'), written from the whole number of
 * hundredths: formatting an integer is several times faster than a fraction, and a town map formats hundreds of
 * thousands of these (its lettering alone is tens of thousands).
 */
export function num(value: number): string {
  const n = Math.round(value * 100);
  if (n > -2147483648 && n < 2147483648) {
    const a = n < 0 ? -n : n;
    const whole = (a / 100) | 0;
    const f = a - whole * 100;
    const text =
      f === 0
        ? `${whole}`
        : f % 10 === 0
          ? `${whole}.${f / 10}`
          : f < 10
            ? `${whole}.0${f}`
            : `${whole}.${f}`;
    return n < 0 ? `-${text}` : text;
  }
  if (!Number.isFinite(value)) throw new Error(`svg: non-finite number ${value}`);
  const rounded = n / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function attrs(values: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === false) continue;
    const text = value === true ? key : typeof value === 'number' ? num(value) : escapeXml(value);
    out += ` ${key}="${text}"`;
  }
  return out;
}

const SHAPES = new Set(['path', 'circle', 'ellipse', 'rect', 'polygon', 'polyline', 'line']);

/**
 * resvg renders an element's `opacity` through an offscreen layer, which made shading several times slower;
 * on a lone shape it is folded into fill-opacity and stroke-opacity instead (the same picture, except where
 * the shape's own stroke overlaps its fill).
 */
function foldOpacity(values: Attrs): Attrs {
  const o = values.opacity;
  if (typeof o !== 'number') return values;
  const { opacity: _, ...rest } = values;
  const times = (v: AttrValue) =>
    typeof v === 'number' ? v * o : typeof v === 'string' && v !== '' ? Number(v) * o : o;
  return {
    ...rest,
    'fill-opacity': values.fill === 'none' ? undefined : times(values['fill-opacity']),
    'stroke-opacity': values.stroke && values.stroke !== 'none' ? times(values['stroke-opacity']) : undefined,
  };
}

/** One element; children are already-built markup. */
export function el(tag: string, values: Attrs = {}, children: string | readonly string[] = ''): string {
  if (SHAPES.has(tag)) values = foldOpacity(values);
  const inner = typeof children === 'string' ? children : children.join('');
  return inner ? `<${tag}${attrs(values)}>${inner}</${tag}>` : `<${tag}${attrs(values)}/>`;
}

export function group(values: Attrs, children: string | readonly string[]): string {
  const inner = typeof children === 'string' ? children : children.join('');
  return inner ? el('g', values, inner) : '';
}

export interface GradientStop {
  offset: number;
  color: string;
  opacity?: number;
}

export interface LinearGradientSpec {
  stops: readonly GradientStop[];
  /** Direction in objectBoundingBox units unless `userSpace` is set. */
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
  userSpace?: boolean;
}

export interface RadialGradientSpec {
  stops: readonly GradientStop[];
  cx?: number;
  cy?: number;
  r?: number;
  fx?: number;
  fy?: number;
  userSpace?: boolean;
}

/** A picture under construction: its defs and its id namespace. */
export class SvgDoc {
  private readonly defs: string[] = [];
  private readonly cache = new Map<string, string>();
  private counter = 0;

  constructor(
    readonly size: number,
    /** Prefix for every id, unique per picture (e.g. derived from the input and seed). */
    readonly idPrefix: string,
  ) {}

  /** A fresh id inside this picture. */
  id(label: string): string {
    this.counter += 1;
    return `${this.idPrefix}-${label}${this.counter.toString(36)}`;
  }

  /** Adds a def once per key (identical gradients and patterns are shared) and returns its id. */
  define(key: string, label: string, build: (id: string) => string): string {
    const known = this.cache.get(key);
    if (known) return known;
    const id = this.id(label);
    this.defs.push(build(id));
    this.cache.set(key, id);
    return id;
  }

  linearGradient(spec: LinearGradientSpec): string {
    const key = `lg:${JSON.stringify(spec)}`;
    const id = this.define(key, 'lg', (gid) =>
      el(
        'linearGradient',
        {
          id: gid,
          x1: spec.x1 ?? 0,
          y1: spec.y1 ?? 0,
          x2: spec.x2 ?? 0,
          y2: spec.y2 ?? 1,
          gradientUnits: spec.userSpace ? 'userSpaceOnUse' : undefined,
        },
        spec.stops.map(stopMarkup),
      ),
    );
    return `url(#${id})`;
  }

  radialGradient(spec: RadialGradientSpec): string {
    const key = `rg:${JSON.stringify(spec)}`;
    const id = this.define(key, 'rg', (gid) =>
      el(
        'radialGradient',
        {
          id: gid,
          cx: spec.cx ?? 0.5,
          cy: spec.cy ?? 0.5,
          r: spec.r ?? 0.5,
          fx: spec.fx,
          fy: spec.fy,
          gradientUnits: spec.userSpace ? 'userSpaceOnUse' : undefined,
        },
        spec.stops.map(stopMarkup),
      ),
    );
    return `url(#${id})`;
  }

  /** A clip path from one path outline; returns the value for a `clip-path` attribute. */
  clip(d: string, rule: 'nonzero' | 'evenodd' = 'nonzero'): string {
    const id = this.define(`clip:${rule}:${d}`, 'clip', (cid) =>
      el('clipPath', { id: cid }, el('path', { d, 'clip-rule': rule === 'evenodd' ? rule : undefined })),
    );
    return `url(#${id})`;
  }

  /** A tiling pattern in user space; returns the value for a `fill` attribute. */
  pattern(key: string, width: number, height: number, content: string, transform?: string): string {
    const id = this.define(`pat:${key}:${width}:${height}:${transform ?? ''}:${content}`, 'pat', (pid) =>
      el(
        'pattern',
        { id: pid, width, height, patternUnits: 'userSpaceOnUse', patternTransform: transform },
        content,
      ),
    );
    return `url(#${id})`;
  }

  /** Any other def (a filter, a symbol); returns its id. */
  raw(key: string, label: string, build: (id: string) => string): string {
    return this.define(`raw:${key}`, label, build);
  }

  render(body: string | readonly string[]): string {
    const content = typeof body === 'string' ? body : body.join('');
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.size} ${this.size}" width="${this.size}" height="${this.size}">${defs}${content}</svg>`;
  }
}

function stopMarkup(stop: GradientStop): string {
  return el('stop', {
    offset: stop.offset,
    'stop-color': stop.color,
    'stop-opacity': stop.opacity === undefined || stop.opacity >= 1 ? undefined : stop.opacity,
  });
}
