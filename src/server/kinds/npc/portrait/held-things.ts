// Things a game master may put in an NPC's hand, drawn as they are named: a birdcage (wicker or brass, with its
// bird), a fan (peacock feathers or painted paper), a basket, a candle, a torch, a bottle, a goblet, a flower, a
// wand, a crystal orb, a skull and a quill. Each reads the look's own words for it (heldWord) for its colours.
import { mix } from '../../../art/color.js';
import { corner, type Pt, smoothOpen, taper } from '../../../art/path.js';
import { el } from '../../../art/svg.js';
import { colourHex } from '../looks-features.js';
import type { DrawContext } from './context.js';
import { HELD_THING_PROPS } from './outfits.js';

/** How the hand that holds a thing is drawn: the sleeve behind it, the fist over it. */
export type Grip = (x: number, y: number, w: number, slant?: number) => { sleeve: string; fist: string };

export interface HeldPlace {
  /** Where the hand is, on which side, and how wide the fist is. */
  hx: number;
  hy: number;
  fw: number;
  s: 1 | -1;
  grip: Grip;
}

/** The first colour the words name ('green hooded', 'red rose'), else a fallback. */
function namedColour(words: string, fallback: string): string {
  for (const w of words.toLowerCase().split(/[\s,-]+/)) {
    const hex = colourHex(w);
    if (hex) return hex;
  }
  return fallback;
}

/** A small flame with a soft light about it (no filters: a radial fade). */
function flame(ctx: DrawContext, x: number, y: number, h: number): string {
  const { painter, doc } = ctx;
  const glow = painter.style.glow
    ? el('circle', {
        cx: x,
        cy: y - h * 0.4,
        r: h * 2.2,
        fill: doc.radialGradient({
          stops: [
            { offset: 0, color: '#ffd890', opacity: 0.55 },
            { offset: 1, color: '#ffd890', opacity: 0 },
          ],
        }),
      })
    : '';
  const outer = `M${x} ${y - h}C${x + h * 0.5} ${y - h * 0.45} ${x + h * 0.42} ${y} ${x} ${y}C${x - h * 0.42} ${y} ${x - h * 0.5} ${y - h * 0.45} ${x} ${y - h}Z`;
  const inner = `M${x} ${y - h * 0.6}C${x + h * 0.22} ${y - h * 0.3} ${x + h * 0.2} ${y} ${x} ${y}C${x - h * 0.2} ${y} ${x - h * 0.22} ${y - h * 0.3} ${x} ${y - h * 0.6}Z`;
  return (
    glow +
    el('path', { d: outer, fill: painter.color('#ff9a30') }) +
    el('path', { d: inner, fill: painter.color('#ffe38a') })
  );
}

/** Draws a typed held thing in the hand, or '' for a prop this file does not draw. */
export function drawHeldThing(ctx: DrawContext, prop: string, at: HeldPlace): string {
  const { plan, painter, ramps } = ctx;
  const words = (plan.looks.heldWord ?? '').toLowerCase();
  const { hx, fw, s, grip } = at;
  switch (prop) {
    case 'cage': {
      // Hung from the fist by its ring, the sleeve slanting out as a lantern's does.
      const x = hx - s * 8;
      const y = 352;
      const hand = grip(x, y, fw * 0.9, s * 70);
      const wicker = /wicker|willow|reed|cane/.test(words) || !/brass|iron|gilt|gold|silver/.test(words);
      const frame = painter.ramp(wicker ? '#b8894a' : /iron/.test(words) ? '#5a5e64' : '#c09a4a');
      const top = y + 30;
      const w = 70;
      const h = 84;
      const bird = namedColour(
        /canary|yellow/.test(words)
          ? 'yellow'
          : /raven|crow|black/.test(words)
            ? 'black'
            : /dove|white/.test(words)
              ? 'white'
              : /parrot|green/.test(words)
                ? 'green'
                : /robin|red/.test(words)
                  ? 'red'
                  : 'ochre',
        '#c88a3a',
      );
      const birdRamp = painter.ramp(bird);
      const bars: string[] = [];
      for (let i = -3; i <= 3; i++) {
        const bx = top + 0;
        bars.push(
          painter.line(
            smoothOpen([
              [x + i * 3, bx + 8],
              [x + i * (w / 7), top + 30],
              [x + i * (w / 7), top + h],
            ]),
            frame.deep,
            wicker ? 2.6 : 1.8,
          ),
        );
      }
      return [
        hand.sleeve,
        el('circle', { cx: x, cy: top - 4, r: 7, fill: 'none', stroke: frame.deep, 'stroke-width': 3 }),
        // The bird, on its perch, behind the bars.
        painter.line(
          `M${x - w * 0.32} ${top + h * 0.62}L${x + w * 0.32} ${top + h * 0.62}`,
          ramps.wood.deep,
          2.4,
        ),
        painter.body({
          points: [
            [x - 12, top + h * 0.55],
            [x - 4, top + h * 0.42],
            [x + 8, top + h * 0.4],
            corner(x + 14, top + h * 0.47),
            [x + 6, top + h * 0.6],
            corner(x - 16, top + h * 0.62),
          ],
          ramp: birdRamp,
          weight: 'detail',
          shadow: 0.4,
        }),
        el('path', {
          d: `M${x + 14} ${top + h * 0.46}L${x + 20} ${top + h * 0.48}L${x + 14} ${top + h * 0.5}Z`,
          fill: painter.color('#e0a030'),
        }),
        el('circle', { cx: x + 9, cy: top + h * 0.45, r: 1.6, fill: '#111111' }),
        ...bars,
        el('path', {
          d: `M${x - w / 2} ${top + h}L${x - w / 2} ${top + 32}Q${x - w / 2} ${top + 4} ${x} ${top + 2}Q${x + w / 2} ${top + 4} ${x + w / 2} ${top + 32}L${x + w / 2} ${top + h}`,
          fill: 'none',
          stroke: frame.base,
          'stroke-width': wicker ? 4 : 3,
        }),
        el('rect', {
          x: x - w / 2 - 4,
          y: top + h - 4,
          width: w + 8,
          height: 9,
          rx: 2,
          fill: painter.fill(frame, 'top'),
          ...painter.stroke(frame, 'detail'),
        }),
        painter.line(`M${x - w / 2} ${top + 36}L${x + w / 2} ${top + 36}`, frame.base, wicker ? 3 : 2),
        hand.fist,
      ].join('');
    }
    case 'fan': {
      // Spread open above the fist: a peacock's eyes on green-blue feathers, or painted paper on ribs.
      const x = hx - s * 10;
      const y = 420;
      const pivot: Pt = [x, y - 22];
      const peacock = /peacock/.test(words);
      const feather = /feather|plume|ostrich/.test(words) && !peacock;
      const base = peacock
        ? '#1f7a6a'
        : namedColour(
            words,
            feather ? '#f0ece0' : plan.outfit.cloth2 === plan.outfit.cloth ? '#c04a5a' : '#c04a5a',
          );
      const paper = painter.ramp(base);
      const r = 86;
      const parts: string[] = [];
      const n = 9;
      for (let i = 0; i < n; i++) {
        const a = (-160 + (140 * i) / (n - 1)) * (Math.PI / 180);
        const tip: Pt = [pivot[0] + Math.cos(a) * r, pivot[1] + Math.sin(a) * r];
        if (peacock || feather) {
          const side: Pt = [Math.cos(a + Math.PI / 2) * 11, Math.sin(a + Math.PI / 2) * 11];
          const mid: Pt = [pivot[0] + Math.cos(a) * r * 0.6, pivot[1] + Math.sin(a) * r * 0.6];
          parts.push(
            painter.body({
              points: [
                pivot,
                [mid[0] + side[0], mid[1] + side[1]],
                tip,
                [mid[0] - side[0], mid[1] - side[1]],
              ],
              ramp: paper,
              weight: 'detail',
              shadow: 0.3,
            }),
          );
          if (peacock) {
            const ex = pivot[0] + Math.cos(a) * r * 0.78;
            const ey = pivot[1] + Math.sin(a) * r * 0.78;
            parts.push(
              el('ellipse', { cx: ex, cy: ey, rx: 7, ry: 8.5, fill: painter.color('#d8b040') }),
              el('ellipse', { cx: ex, cy: ey, rx: 4.6, ry: 5.6, fill: painter.color('#2a8a9a') }),
              el('ellipse', { cx: ex, cy: ey, rx: 2.4, ry: 3, fill: painter.color('#1a2a6a') }),
            );
          }
        }
      }
      if (!peacock && !feather) {
        const a0 = (-160 * Math.PI) / 180;
        const a1 = (-20 * Math.PI) / 180;
        const outer = (a: number, k: number): Pt => [
          pivot[0] + Math.cos(a) * r * k,
          pivot[1] + Math.sin(a) * r * k,
        ];
        const [ox0, oy0] = outer(a0, 1);
        const [ox1, oy1] = outer(a1, 1);
        const [ix0, iy0] = outer(a0, 0.35);
        const [ix1, iy1] = outer(a1, 0.35);
        parts.push(
          el('path', {
            d: `M${ix0} ${iy0}L${ox0} ${oy0}A${r} ${r} 0 0 1 ${ox1} ${oy1}L${ix1} ${iy1}A${r * 0.35} ${r * 0.35} 0 0 0 ${ix0} ${iy0}Z`,
            fill: painter.fill(paper, 'top'),
            ...painter.stroke(paper, 'inner'),
          }),
        );
        for (let i = 0; i <= 8; i++) {
          const a = a0 + ((a1 - a0) * i) / 8;
          const [px, py] = outer(a, 1);
          parts.push(painter.line(`M${pivot[0]} ${pivot[1]}L${px} ${py}`, paper.deep, 1, { opacity: 0.55 }));
        }
        // A painted flower or two on the leaf of the fan.
        const [fx, fy] = outer(-95 * (Math.PI / 180), 0.7);
        parts.push(el('circle', { cx: fx, cy: fy, r: 7, fill: painter.color(mix(base, '#ffffff', 0.6)) }));
      }
      parts.push(el('circle', { cx: pivot[0], cy: pivot[1], r: 3.5, fill: ramps.gold.base }));
      const hand = grip(x, y + 12, fw);
      return [hand.sleeve, ...parts, hand.fist].join('');
    }
    case 'basket': {
      const x = hx - s * 10;
      const y = 344;
      const hand = grip(x, y, fw * 0.9, s * 60);
      const wicker = painter.ramp('#b08040');
      const top = y + 40;
      const w = 96;
      const h = 58;
      const weave: string[] = [];
      for (let i = 1; i < 5; i++)
        weave.push(
          painter.line(
            `M${x - w / 2 + i * 2} ${top + (i * h) / 5}L${x + w / 2 - i * 2} ${top + (i * h) / 5}`,
            wicker.deep,
            1.4,
            {
              opacity: 0.7,
            },
          ),
        );
      for (let i = -4; i <= 4; i++)
        weave.push(
          painter.line(`M${x + i * 10} ${top}L${x + i * 9} ${top + h}`, wicker.shade, 1.1, { opacity: 0.6 }),
        );
      const cloth = painter.ramp(namedColour(words, '#e8e0cc'));
      return [
        hand.sleeve,
        painter.line(
          smoothOpen([
            [x - w * 0.42, top + 4],
            [x - w * 0.2, y - 6],
            [x + w * 0.2, y - 6],
            [x + w * 0.42, top + 4],
          ]),
          wicker.deep,
          6,
        ),
        painter.body({
          points: [
            corner(x - w / 2, top),
            corner(x + w / 2, top),
            corner(x + w * 0.4, top + h),
            corner(x - w * 0.4, top + h),
          ],
          ramp: wicker,
          shadowOffset: [-10, 0],
          inner: weave,
        }),
        painter.body({
          points: [
            [x - w * 0.46, top + 2],
            [x - w * 0.2, top - 12],
            [x + w * 0.15, top - 9],
            [x + w * 0.46, top + 2],
            [x, top + 8],
          ],
          ramp: cloth,
          weight: 'inner',
          shadow: 0.4,
        }),
        hand.fist,
      ].join('');
    }
    case 'candle': {
      const x = hx - s * 6;
      const y = 440;
      const hand = grip(x, y, fw);
      const brass = painter.ramp('#b8913a');
      const wax = painter.ramp('#f2ead4');
      return [
        hand.sleeve,
        el('ellipse', {
          cx: x,
          cy: y - 22,
          rx: 26,
          ry: 7,
          fill: painter.fill(brass, 'top'),
          ...painter.stroke(brass, 'detail'),
        }),
        painter.body({
          points: [
            corner(x - 8, y - 84),
            corner(x + 8, y - 84),
            corner(x + 8, y - 24),
            corner(x - 8, y - 24),
          ],
          ramp: wax,
          weight: 'inner',
          shadowOffset: [-4, 0],
        }),
        painter.line(`M${x} ${y - 84}L${x} ${y - 92}`, '#2a2220', 1.6),
        flame(ctx, x, y - 92, 22),
        hand.fist,
      ].join('');
    }
    case 'torch': {
      const x = hx - s * 4;
      const y = 452;
      const hand = grip(x, y, fw);
      const top: Pt = [x + s * 14, 250];
      return [
        hand.sleeve,
        painter.body({
          points: taper([[x, 540], top], 12, 10, 2),
          ramp: ramps.wood,
          light: 'left',
          weight: 'inner',
          shadow: 0.5,
        }),
        painter.body({
          points: [
            corner(top[0] - 11, top[1] + 24),
            corner(top[0] + 11, top[1] + 24),
            corner(top[0] + 9, top[1] - 2),
            corner(top[0] - 9, top[1] - 2),
          ],
          ramp: painter.ramp('#6a5a44'),
          weight: 'inner',
          shadow: 0.4,
          inner: [
            painter.line(`M${top[0] - 10} ${top[1] + 8}L${top[0] + 10} ${top[1] + 14}`, '#3a3026', 1.6),
          ],
        }),
        flame(ctx, top[0], top[1] - 2, 54),
        hand.fist,
      ].join('');
    }
    case 'bottle': {
      const x = hx - s * 8;
      const y = 444;
      const hand = grip(x, y, fw);
      const glass = painter.ramp(namedColour(words, '#2f6a3a'));
      return [
        hand.sleeve,
        painter.body({
          points: [
            corner(x - 7, y - 120),
            corner(x + 7, y - 120),
            [x + 8, y - 86],
            corner(x + 22, y - 66),
            corner(x + 22, y - 2),
            corner(x - 22, y - 2),
            corner(x - 22, y - 66),
            [x - 8, y - 86],
          ],
          ramp: glass,
          shadowOffset: [-8, 0],
          inner: [
            painter.line(`M${x - 13} ${y - 60}L${x - 13} ${y - 14}`, '#ffffff', 3, { opacity: 0.45 }),
            el('rect', {
              x: x - 16,
              y: y - 52,
              width: 32,
              height: 22,
              rx: 2,
              fill: painter.color('#e8dcc0'),
              opacity: 0.9,
            }),
          ],
        }),
        el('rect', {
          x: x - 6,
          y: y - 132,
          width: 12,
          height: 14,
          rx: 2,
          fill: painter.color('#a07a4a'),
          ...painter.stroke(ramps.wood, 'detail'),
        }),
        hand.fist,
      ].join('');
    }
    case 'goblet': {
      const x = hx - s * 8;
      const y = 440;
      const hand = grip(x, y, fw);
      const metal = painter.ramp(
        /gold|gilt/.test(words)
          ? '#d4a93a'
          : /pewter|tin/.test(words)
            ? '#8a8e90'
            : /glass/.test(words)
              ? '#cfe4e8'
              : '#c9ced6',
      );
      const wine = painter.ramp(
        /water/.test(words) ? '#8ab8d0' : /ale|beer/.test(words) ? '#c8902a' : '#7a1a2a',
      );
      const rim = y - 92;
      return [
        hand.sleeve,
        painter.body({
          points: taper(
            [
              [x, y - 14],
              [x, y - 50],
            ],
            7,
            6,
            2,
          ),
          ramp: metal,
          weight: 'inner',
          shadow: 0.3,
        }),
        painter.body({
          points: [
            corner(x - 26, rim),
            corner(x + 26, rim),
            [x + 22, rim + 24],
            [x + 8, y - 50],
            [x - 8, y - 50],
            [x - 22, rim + 24],
          ],
          ramp: metal,
          shadowOffset: [-8, -4],
        }),
        el('ellipse', {
          cx: x,
          cy: rim + 1,
          rx: 25,
          ry: 5,
          fill: painter.fill(wine, 'top'),
          ...painter.stroke(metal, 'detail'),
        }),
        hand.fist,
      ].join('');
    }
    case 'flower': {
      const x = hx - s * 6;
      const y = 446;
      const hand = grip(x, y, fw);
      const bloomColour = namedColour(
        words,
        /lily|daisy|white/.test(words) ? '#f2efe4' : /violet|lavender/.test(words) ? '#8a5ad0' : '#b8202a',
      );
      const bloom = painter.ramp(bloomColour);
      const leaf = painter.ramp('#3f7a3f');
      const top: Pt = [x + s * 18, y - 128];
      const petals: string[] = [];
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2;
        petals.push(
          el('ellipse', {
            cx: top[0] + Math.cos(a) * 9,
            cy: top[1] + Math.sin(a) * 8,
            rx: 10,
            ry: 8,
            fill: painter.fill(bloom, 'tl'),
            ...painter.stroke(bloom, 'detail'),
          }),
        );
      }
      return [
        hand.sleeve,
        painter.line(smoothOpen([[x, y - 10], [x + s * 4, y - 70], top]), leaf.deep, 3.2),
        painter.body({
          points: [
            [x + s * 3, y - 60],
            [x + s * 26, y - 80],
            [x + s * 30, y - 70],
            [x + s * 8, y - 54],
          ],
          ramp: leaf,
          weight: 'detail',
          shadow: 0.3,
        }),
        ...petals,
        el('circle', { cx: top[0], cy: top[1], r: 7, fill: painter.color(mix(bloomColour, '#000000', 0.3)) }),
        hand.fist,
      ].join('');
    }
    case 'wand': {
      const x = hx - s * 6;
      const y = 452;
      const hand = grip(x, y, fw);
      const tip: Pt = [x + s * 46, y - 150];
      const wood = painter.ramp(
        /white|bone|ivory|birch/.test(words)
          ? '#e8dcc0'
          : /black|ebony|dark/.test(words)
            ? '#2a2220'
            : '#6a4a2a',
      );
      const spark = painter.style.glow ? painter.blob(tip[0], tip[1], 20, 20, '#fff2b0', 0.7) : '';
      return [
        hand.sleeve,
        painter.body({
          points: taper([[x - s * 4, y + 20], tip], 7, 3.5, 2),
          ramp: wood,
          weight: 'inner',
          shadow: 0.4,
        }),
        spark,
        el('circle', { cx: tip[0], cy: tip[1], r: 3.5, fill: painter.color('#fff6c8') }),
        hand.fist,
      ].join('');
    }
    case 'orb': {
      const x = hx - s * 10;
      const y = 430;
      const hand = grip(x, y + 20, fw);
      const c = painter.ramp(namedColour(words, '#9ac8e0'));
      const glow = painter.style.glow ? painter.blob(x, y - 30, 64, 64, c.light, 0.5) : '';
      return [
        hand.sleeve,
        glow,
        el('circle', {
          cx: x,
          cy: y - 30,
          r: 30,
          fill: painter.fill(c, 'tl'),
          ...painter.stroke(c, 'inner'),
        }),
        el('path', {
          d: `M${x - 18} ${y - 44}A20 20 0 0 1 ${x - 2} ${y - 52}`,
          fill: 'none',
          stroke: '#ffffff',
          'stroke-width': 4,
          'stroke-linecap': 'round',
          opacity: 0.8,
        }),
        el('path', {
          d: smoothOpen([
            [x - 14, y - 24],
            [x, y - 34],
            [x + 12, y - 20],
          ]),
          fill: 'none',
          stroke: c.deep,
          'stroke-width': 1.4,
          opacity: 0.5,
        }),
        hand.fist,
      ].join('');
    }
    case 'skull': {
      const x = hx - s * 12;
      const y = 436;
      const hand = grip(x, y + 22, fw);
      const bone = painter.ramp('#e2d6b8');
      const top = y - 88;
      const cranium: Pt[] = [
        [x, top],
        [x + 30, top + 12],
        [x + 34, top + 42],
        corner(x + 22, top + 62),
        [x + 18, top + 78],
        [x - 18, top + 78],
        corner(x - 22, top + 62),
        [x - 34, top + 42],
        [x - 30, top + 12],
      ];
      return [
        hand.sleeve,
        painter.body({ points: cranium, ramp: bone, shadowOffset: [-8, -6] }),
        el('ellipse', { cx: x - 12, cy: top + 44, rx: 8, ry: 9, fill: '#2a2420' }),
        el('ellipse', { cx: x + 12, cy: top + 44, rx: 8, ry: 9, fill: '#2a2420' }),
        el('path', { d: `M${x} ${top + 54}L${x - 4} ${top + 63}L${x + 4} ${top + 63}Z`, fill: '#2a2420' }),
        painter.line(
          `M${x - 13} ${top + 72}L${x + 13} ${top + 72}M${x - 6} ${top + 68}L${x - 6} ${top + 77}M${x + 6} ${top + 68}L${x + 6} ${top + 77}`,
          bone.deep,
          1.4,
        ),
        hand.fist,
      ].join('');
    }
    case 'quill': {
      const x = hx - s * 6;
      const y = 452;
      const hand = grip(x, y, fw);
      const vane = painter.ramp(namedColour(words, '#f2ece0'));
      const tip: Pt = [x + s * 58, y - 150];
      const spine: Pt[] = [[x - s * 2, y + 30], [x + s * 22, y - 60], tip];
      return [
        hand.sleeve,
        painter.body({
          points: [
            [x + s * 10, y - 30],
            [x + s * 36, y - 100],
            tip,
            [x + s * 48, y - 100],
            [x + s * 24, y - 34],
          ],
          ramp: vane,
          weight: 'inner',
          shadow: 0.3,
        }),
        painter.line(smoothOpen(spine), painter.color('#d8d0bc'), 2.2),
        hand.fist,
      ].join('');
    }
    default:
      return '';
  }
}

/** Props this file draws. */
export const HELD_THINGS: ReadonlySet<string> = new Set(HELD_THING_PROPS);
