// The magic around an item, drawn in the picture's own space: its element (embers, frost, arcs, bubbles...)
// in the theme colour, and glints for the legendary. Placed round the item's fitted box, never over its middle.
import type { ArtRng } from '../../../art/art-rng.js';
import { mix } from '../../../art/color.js';
import { sparkles } from '../../../art/glow.js';
import { circlePath, type Pt, smoothOpen } from '../../../art/path.js';
import { el, num } from '../../../art/svg.js';
import type { ItemPlan } from './plan.js';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A point on the ring around the box, at angle `a`, between `inner` and `outer` times its half-size. */
function around(rng: ArtRng, box: Box, inner = 0.75, outer = 1.1): Pt {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const a = rng.range(0, Math.PI * 2);
  const k = rng.range(inner, outer);
  return [
    Math.min(490, Math.max(22, cx + Math.cos(a) * (box.width / 2 + 20) * k)),
    Math.min(490, Math.max(22, cy + Math.sin(a) * (box.height / 2 + 20) * k)),
  ];
}

/** A flame's tongue pointing up, as path data. */
function flame(x: number, y: number, h: number): string {
  const w = h * 0.38;
  return `M${num(x)} ${num(y - h)}C${num(x + w * 0.4)} ${num(y - h * 0.55)} ${num(x + w)} ${num(y - h * 0.35)} ${num(x + w * 0.7)} ${num(y - h * 0.05)}C${num(x + w * 0.45)} ${num(y + h * 0.15)} ${num(x - w * 0.45)} ${num(y + h * 0.15)} ${num(x - w * 0.7)} ${num(y - h * 0.05)}C${num(x - w)} ${num(y - h * 0.35)} ${num(x - w * 0.2)} ${num(y - h * 0.5)} ${num(x)} ${num(y - h)}Z`;
}

/** Element motes behind (`back`) and in front of (`front`) the item. */
export function elementEffects(plan: ItemPlan, box: Box, rng: ArtRng): { back: string; front: string } {
  if (!plan.element) return { back: '', front: '' };
  const glow = plan.magic.glow;
  const bright = mix(glow, '#ffffff', 0.5);
  const count = 4 + plan.look.ornament * 2;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  let a = '';
  let b = '';
  switch (plan.element) {
    case 'fire': {
      for (let i = 0; i < count; i++) {
        const [x, y] = around(rng, box);
        const h = rng.range(10, 22);
        a += flame(x, y, h);
        b += flame(x, y + h * 0.05, h * 0.5);
      }
      return {
        back: '',
        front:
          el('path', { d: a, fill: glow, opacity: 0.85 }) +
          el('path', { d: b, fill: '#ffe7a0', opacity: 0.9 }),
      };
    }
    case 'cold': {
      for (let i = 0; i < count; i++) {
        const [x, y] = around(rng, box);
        const r = rng.range(4, 9);
        for (let k = 0; k < 3; k++) {
          const t = (k * Math.PI) / 3 + 0.3;
          a += `M${num(x - Math.cos(t) * r)} ${num(y - Math.sin(t) * r)}L${num(x + Math.cos(t) * r)} ${num(y + Math.sin(t) * r)}`;
        }
      }
      return {
        back: '',
        front: el('path', {
          d: a,
          stroke: bright,
          'stroke-width': 2,
          'stroke-linecap': 'round',
          fill: 'none',
          opacity: 0.9,
        }),
      };
    }
    case 'lightning': {
      const bolts = 2 + Math.min(3, Math.floor(plan.look.ornament / 2));
      for (let i = 0; i < bolts; i++) {
        let [x, y] = around(rng, box, 0.7, 0.95);
        a += `M${num(x)} ${num(y)}`;
        const dir = rng.range(0, Math.PI * 2);
        for (let k = 0; k < 5; k++) {
          x += Math.cos(dir) * 14 + rng.range(-12, 12);
          y += Math.sin(dir) * 14 + rng.range(-12, 12);
          a += `L${num(x)} ${num(y)}`;
        }
      }
      return {
        back: '',
        front:
          el('path', {
            d: a,
            stroke: glow,
            'stroke-width': 7,
            fill: 'none',
            opacity: 0.35,
            'stroke-linejoin': 'round',
          }) +
          el('path', {
            d: a,
            stroke: '#ffffff',
            'stroke-width': 2,
            fill: 'none',
            'stroke-linejoin': 'round',
          }),
      };
    }
    case 'thunder': {
      // Rings of sound spreading from the item's middle.
      for (const k of [0.62, 0.74, 0.86]) {
        const rx = (box.width / 2 + 30) * k + 40;
        const ry = (box.height / 2 + 30) * k + 40;
        for (const side of [-1, 1]) {
          a += smoothOpen([
            [cx + side * rx * 0.8, cy - ry * 0.55],
            [cx + side * rx, cy],
            [cx + side * rx * 0.8, cy + ry * 0.55],
          ]);
        }
      }
      return {
        back: el('path', {
          d: a,
          stroke: glow,
          'stroke-width': 4,
          fill: 'none',
          'stroke-linecap': 'round',
          opacity: 0.6,
        }),
        front: '',
      };
    }
    case 'acid':
    case 'poison': {
      for (let i = 0; i < count; i++) {
        const [x, y] = around(rng, box);
        a += circlePath(x, y, rng.range(3, 8));
        if (i % 3 === 0) b += circlePath(x + 6, y - 10, rng.range(2, 4));
      }
      return {
        back: '',
        front:
          el('path', { d: a, fill: glow, 'fill-opacity': 0.35, stroke: bright, 'stroke-width': 1.6 }) +
          el('path', { d: b, fill: bright, opacity: 0.8 }),
      };
    }
    case 'necrotic': {
      // Tendrils of dark smoke curling up from around the item, with a faint violet edge.
      for (let i = 0; i < Math.ceil(count / 2); i++) {
        const [x, y] = around(rng, box, 0.55, 0.9);
        const sway = rng.range(-1, 1) * 18;
        const h = rng.range(50, 80);
        a += smoothOpen([
          [x - 5, y],
          [x + sway * 0.4 - 6, y - h * 0.4],
          [x + sway, y - h * 0.75],
          [x + sway * 0.6, y - h],
          [x + sway * 0.4 + 6, y - h * 0.5],
          [x + 5, y],
        ]);
      }
      return {
        back: el('path', { d: a, fill: plan.magic.deep, opacity: 0.55 }),
        front: el('path', { d: a, fill: 'none', stroke: glow, 'stroke-width': 1.4, opacity: 0.55 }),
      };
    }
    case 'radiant': {
      const rays = 16;
      const r0 = Math.min(box.width, box.height) * 0.2 + 20;
      const r1 = Math.max(box.width, box.height) * 0.62 + 30;
      for (let i = 0; i < rays; i++) {
        const t = (i / rays) * Math.PI * 2 + rng.range(-0.05, 0.05);
        const w = 0.05;
        a += `M${num(cx + Math.cos(t - w) * r0)} ${num(cy + Math.sin(t - w) * r0)}L${num(cx + Math.cos(t) * r1)} ${num(cy + Math.sin(t) * r1)}L${num(cx + Math.cos(t + w) * r0)} ${num(cy + Math.sin(t + w) * r0)}Z`;
      }
      return { back: el('path', { d: a, fill: bright, opacity: 0.3 }), front: '' };
    }
    case 'force': {
      for (let i = 0; i < Math.ceil(count / 2); i++) {
        const [x, y] = around(rng, box);
        const r = rng.range(6, 12);
        a += circlePath(x, y, r) + circlePath(x, y, r * 0.45);
      }
      return {
        back: '',
        front: el('path', { d: a, stroke: bright, 'stroke-width': 1.8, fill: 'none', opacity: 0.85 }),
      };
    }
    case 'psychic': {
      for (let i = 0; i < Math.ceil(count / 2); i++) {
        const [x, y] = around(rng, box);
        const pts: Pt[] = [];
        for (let k = 0; k < 10; k++) {
          const t = k * 0.9;
          const r = 2 + k * 1.3;
          pts.push([x + Math.cos(t) * r, y + Math.sin(t) * r]);
        }
        a += smoothOpen(pts);
      }
      return {
        back: '',
        front: el('path', {
          d: a,
          stroke: bright,
          'stroke-width': 2,
          fill: 'none',
          'stroke-linecap': 'round',
          opacity: 0.9,
        }),
      };
    }
  }
}

/** Glints of the rarity's colour round the legendary and the artifact. */
export function rarityGlints(plan: ItemPlan, box: Box, rng: ArtRng): string {
  const n = plan.look.sparkles;
  if (!n) return '';
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const r = Math.max(box.width, box.height) / 2;
  return (
    sparkles(rng, Math.ceil(n / 2), cx, cy, r * 0.55, r * 0.95, plan.look.accent, 1.1) +
    sparkles(rng.fork('inner'), Math.floor(n / 2), cx, cy, r * 0.2, r * 0.7, plan.look.color, 0.9)
  );
}
