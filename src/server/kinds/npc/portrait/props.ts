// Props for NPC portraits: what a trade carries (spear, staff, hammer, tankard, holy symbol, lute, purse, vial,
// bow, pitchfork, dagger, book, sword, axe, mace, club, jug, keys, lantern, scroll, ladle, spyglass), held in a
// hand that rises from below the frame and shows what the look says of the hands; a shield on the other arm, and
// a weapon carried on the back.
import { mix, type ToneRamp } from '../../../art/color.js';
import {
  corner,
  lerp,
  type Pt,
  polyline,
  scallop,
  smoothClosed,
  smoothOpen,
  taper,
} from '../../../art/path.js';
import { el, group } from '../../../art/svg.js';
import type { DrawContext } from './context.js';
import { drawHandDetails, drawnArea, drawPinned } from './details.js';
import { drawHeldThing, HELD_THINGS } from './held-things.js';

/**
 * A closed hand gripping something upright, and its sleeve running out of the frame (straight down, or
 * slanting outward when something hangs below the hand).
 */
function hand(
  ctx: DrawContext,
  x: number,
  y: number,
  w: number,
  slant = 0,
): { sleeve: string; fist: string } {
  const { painter, ramps, plan } = ctx;
  // Guards and smiths wear gloves, unless the look has something to show on the bare hand.
  const handShows = (plan.looks.details ?? []).some((d) => drawnArea(plan, d) === 'hand');
  const gloved = (plan.outfit.archetype === 'guard' || plan.outfit.archetype === 'smith') && !handShows;
  const skin = gloved ? ramps.leather : ramps.skin;
  const cloth =
    plan.outfit.garment === 'mail'
      ? ramps.metal
      : plan.outfit.garment === 'leathers' && !plan.looks.clothing.garment
        ? ramps.leather
        : plan.outfit.garment === 'waistcoat' ||
            plan.outfit.garment === 'jerkin' ||
            (plan.outfit.garment === 'shirt' && !plan.looks.clothing.garment)
          ? ramps.cloth2
          : ramps.cloth;
  const h = w * 0.95;
  const sleeve = painter.body({
    points: [
      corner(x - w * 0.5, y + h * 0.3),
      corner(x + w * 0.5, y + h * 0.3),
      [x + slant + w * 0.62, 530],
      [x + slant - w * 0.62, 530],
    ],
    ramp: cloth,
    shadowOffset: [-8, 0],
    weight: 'inner',
  });
  const fist = [
    painter.body({
      points: [
        [x - w * 0.5, y - h * 0.45],
        [x + w * 0.45, y - h * 0.5],
        [x + w * 0.56, y],
        [x + w * 0.45, y + h * 0.5],
        [x - w * 0.45, y + h * 0.5],
        [x - w * 0.56, y],
      ],
      ramp: skin,
      shadowOffset: [-6, -4],
      weight: 'inner',
      inner: [0.25, 0.5, 0.75].map((t) =>
        painter.line(
          smoothOpen([
            [x - w * 0.3, y - h * 0.5 + h * t],
            [x + w * 0.1, y - h * 0.46 + h * t],
            [x + w * 0.5, y - h * 0.5 + h * t],
          ]),
          skin.deep,
          1.2,
          { opacity: 0.7 },
        ),
      ),
    }),
    painter.body({
      points: [
        [x - w * 0.56, y - h * 0.2],
        [x - w * 0.3, y - h * 0.58],
        [x + w * 0.15, y - h * 0.42],
        [x - w * 0.2, y - h * 0.22],
      ],
      ramp: skin,
      weight: 'inner',
      shadow: 0.5,
    }),
    drawHandDetails(ctx, x, y, w),
  ].join('');
  return { sleeve, fist };
}

/** A hand and sleeve drawn together, over whatever it grips. */
function fist(ctx: DrawContext, x: number, y: number, w: number): string {
  const h = hand(ctx, x, y, w);
  return h.sleeve + h.fist;
}

function shaft(ctx: DrawContext, bottom: Pt, top: Pt, width: number, ramp: ToneRamp): string {
  return ctx.painter.body({
    points: taper([bottom, top], width, width * 0.85, 2),
    ramp,
    light: 'left',
    weight: 'inner',
    shadow: 0.6,
    shadowOffset: [-width * 0.45, 0],
  });
}

export function drawProps(ctx: DrawContext): string {
  return [drawPinned(ctx), drawShield(ctx), drawHeld(ctx)].join('');
}

function drawHeld(ctx: DrawContext): string {
  const { plan, fig, painter, ramps } = ctx;
  const o = plan.outfit;
  if (!o.prop) return '';
  const s = o.propSide;
  // Held at the side, clear of the face even on the narrow shoulders of children and small folk.
  const hx = fig.cx + s * Math.max(fig.shoulderW * 0.8, fig.hw + 44);
  const hy = 466;
  const fw = 40 * Math.max(0.8, plan.ageProfile.body);
  if (HELD_THINGS.has(o.prop))
    return drawHeldThing(ctx, o.prop, { hx, hy, fw, s, grip: (x, y, w, slant) => hand(ctx, x, y, w, slant) });
  switch (o.prop) {
    case 'spear':
    case 'pitchfork': {
      const top: Pt = [hx + s * 6, o.prop === 'spear' ? 58 : 96];
      const head =
        o.prop === 'spear'
          ? painter.body({
              points: [
                corner(top[0], top[1] - 58),
                [top[0] + 11, top[1] - 22],
                corner(top[0] + 5, top[1] + 2),
                corner(top[0] - 5, top[1] + 2),
                [top[0] - 11, top[1] - 22],
              ],
              ramp: ramps.metal,
              light: 'left',
              shadowOffset: [-6, 0],
              inner: [
                painter.line(`M${top[0]} ${top[1] - 54}L${top[0]} ${top[1]}`, ramps.metal.deep, 1.2, {
                  opacity: 0.6,
                }),
              ],
            })
          : pitchforkHead(ctx, top);
      return [
        shaft(ctx, [hx, 540], top, 8, ramps.wood),
        head,
        el('rect', {
          x: top[0] - 6,
          y: top[1] - 2,
          width: 12,
          height: 10,
          rx: 2,
          fill: ramps.metal.shade,
          ...painter.stroke(ramps.metal, 'detail'),
        }),
        fist(ctx, hx + s * 1, hy, fw),
      ].join('');
    }
    case 'staff': {
      const top: Pt = [hx + s * 10, 128];
      const staffPts: Pt[] = [[hx, 540], [hx + s * 4, 380], [hx - s * 2, 260], [hx + s * 6, 170], top];
      const orb = painter.ramp(mix(plan.glow, '#60a0ff', 0.5));
      const glow = painter.style.glow
        ? el('circle', {
            cx: top[0],
            cy: top[1] - 22,
            r: 58,
            fill: ctx.doc.radialGradient({
              stops: [
                { offset: 0, color: orb.light, opacity: 0.85 },
                { offset: 0.35, color: orb.base, opacity: 0.35 },
                { offset: 1, color: orb.base, opacity: 0 },
              ],
            }),
          })
        : '';
      return [
        painter.body({
          points: taper(staffPts, 13, 9, 4),
          ramp: ramps.wood,
          light: 'left',
          weight: 'inner',
          shadowOffset: [-5, 0],
        }),
        glow,
        el('circle', {
          cx: top[0],
          cy: top[1] - 22,
          r: 17,
          fill: painter.fill(orb, 'tl'),
          ...painter.stroke(orb, 'inner'),
        }),
        el('circle', { cx: top[0] - 6, cy: top[1] - 29, r: 5, fill: '#ffffff', opacity: 0.85 }),
        ...[-1, 1].map((k) =>
          painter.body({
            points: taper(
              [
                [top[0] + k * 4, top[1] + 6],
                [top[0] + k * 18, top[1] - 12],
                [top[0] + k * 10, top[1] - 36],
              ],
              7,
              0,
            ),
            ramp: ramps.wood,
            weight: 'inner',
            shadow: 0.5,
          }),
        ),
        fist(ctx, hx + s * 2, hy, fw),
      ].join('');
    }
    case 'hammer': {
      // A smith's hammer seen side on: a flat striking face toward the frame edge, a wedge peen inward.
      // The head reaches 44 px back toward the face: lower it to the chest if it would cross the cheek.
      const clear = Math.abs(hx - fig.cx) - 48 > fig.hw + 8;
      const top: Pt = [hx - s * 4, clear ? fig.shoulderY - 60 : fig.chinY + 34];
      const [tx, ty] = top;
      const head = painter.body({
        // Both ends flat (a pointed peen reads as an axe at a glance): a broad face, a narrower peen.
        points: [
          corner(tx - s * 40, ty - 9),
          corner(tx - s * 8, ty - 14),
          corner(tx + s * 30, ty - 18),
          corner(tx + s * 34, ty - 16),
          corner(tx + s * 34, ty + 16),
          corner(tx + s * 30, ty + 18),
          corner(tx - s * 8, ty + 14),
          corner(tx - s * 40, ty + 9),
        ],
        ramp: ramps.metal,
        shadowOffset: [0, -10],
        inner: [painter.blob(tx, ty - 8, 26, 5, '#ffffff', 0.5 * painter.style.shine)],
        over: [
          painter.line(`M${tx + s * 30} ${ty - 18}L${tx + s * 30} ${ty + 18}`, ramps.metal.deep, 1.4, {
            opacity: 0.7,
          }),
        ],
      });
      return [shaft(ctx, [hx, 540], [tx, ty - 12], 11, ramps.wood), head, fist(ctx, hx + s, hy, fw)].join('');
    }
    case 'tankard': {
      // Held up at the chest, so the hand (and what the look says of it) is in the frame.
      const x = hx - s * 8;
      const y = 384;
      const w = 54;
      const h = 68;
      const wood = painter.ramp('#9a6a3a');
      const body = painter.body({
        points: [
          corner(x - w / 2, y),
          corner(x + w / 2, y),
          corner(x + w / 2 + 3, y + h),
          corner(x - w / 2 - 3, y + h),
        ],
        ramp: wood,
        shadowOffset: [-12, 0],
        inner: [
          ...[-0.25, 0, 0.25].map((k) =>
            painter.line(`M${x + k * w} ${y}L${x + k * w * 1.05} ${y + h}`, wood.deep, 1.2, { opacity: 0.6 }),
          ),
          el('rect', { x: x - w, y: y + 8, width: w * 2, height: 6, fill: ramps.metal.base }),
          el('rect', { x: x - w, y: y + h - 16, width: w * 2, height: 6, fill: ramps.metal.base }),
        ],
      });
      const handle = painter.line(
        smoothOpen([
          [x + (s * w) / 2, y + 12],
          [x + s * (w / 2 + 20), y + 20],
          [x + s * (w / 2 + 18), y + 48],
          [x + (s * w) / 2, y + 54],
        ]),
        painter.ink(wood),
        10,
      );
      const handleFill = painter.line(
        smoothOpen([
          [x + (s * w) / 2, y + 12],
          [x + s * (w / 2 + 20), y + 20],
          [x + s * (w / 2 + 18), y + 48],
          [x + (s * w) / 2, y + 54],
        ]),
        wood.base,
        6,
      );
      const foamPts: Pt[] = [
        [x - w / 2 - 4, y + 4],
        [x - w / 2, y - 10],
        [x - w / 4, y - 16],
        [x, y - 12],
        [x + w / 4, y - 18],
        [x + w / 2, y - 10],
        [x + w / 2 + 5, y + 4],
        [x, y + 8],
      ];
      const foam = painter.body({
        points: foamPts,
        d: scallop(foamPts, 4),
        ramp: painter.ramp('#f4ecd8'),
        weight: 'inner',
        shadow: 0.5,
        shadowOffset: [-4, -4],
      });
      return [handle, handleFill, body, foam, fist(ctx, x - s * 2, y + h + 8, fw)].join('');
    }
    case 'coin-purse': {
      const x = hx - s * 6;
      const y = 474;
      const pouch = painter.ramp(plan.input.socialClass === 'lower' ? '#8a7a5a' : '#7a2a2a');
      const sack: Pt[] = [
        [x - 12, y - 30],
        [x + 12, y - 30],
        [x + 30, y - 6],
        [x + 28, y + 24],
        [x, y + 34],
        [x - 28, y + 24],
        [x - 30, y - 6],
      ];
      const coins = [
        [x + s * 38, y + 18],
        [x + s * 30, y + 32],
      ].map(([cx, cy]) =>
        [
          el('ellipse', {
            cx,
            cy,
            rx: 10,
            ry: 7,
            fill: ramps.gold.base,
            ...painter.stroke(ramps.gold, 'detail'),
          }),
          el('ellipse', { cx: (cx ?? 0) - 2, cy: (cy ?? 0) - 2, rx: 4, ry: 2.5, fill: ramps.gold.light }),
        ].join(''),
      );
      // The hand holds the purse up by its drawstring; the arm slants away behind the purse.
      const grip = hand(ctx, x, y - 52, fw * 0.9, s * 70);
      return [
        grip.sleeve,
        painter.body({
          points: sack,
          ramp: pouch,
          shadowOffset: [-10, -8],
          inner: [
            painter.line(`M${x - 16} ${y - 22}Q${x} ${y - 14} ${x + 16} ${y - 22}`, ramps.gold.base, 2.5),
          ],
        }),
        el('path', {
          d: `M${x - 10} ${y - 30}L${x - 4} ${y - 40}M${x + 10} ${y - 30}L${x + 4} ${y - 40}`,
          stroke: pouch.deep,
          'stroke-width': 3,
        }),
        ...coins,
        grip.fist,
      ].join('');
    }
    case 'vial': {
      const x = hx - s * 4;
      const y = 430;
      const liquid = painter.ramp(plan.glow === '#d8f0ff' ? '#3ac0a0' : '#a040d0');
      const glassLine = painter.ink(painter.ramp('#bcd8dc'));
      const glow = painter.style.glow
        ? el('circle', {
            cx: x,
            cy: y,
            r: 52,
            fill: ctx.doc.radialGradient({
              stops: [
                { offset: 0, color: liquid.light, opacity: 0.6 },
                { offset: 1, color: liquid.light, opacity: 0 },
              ],
            }),
          })
        : '';
      return [
        glow,
        el('rect', {
          x: x - 7,
          y: y - 52,
          width: 14,
          height: 34,
          fill: painter.color('#d8ecee'),
          stroke: glassLine,
          'stroke-width': 1.4,
          opacity: 0.9,
        }),
        el('rect', {
          x: x - 8,
          y: y - 60,
          width: 16,
          height: 10,
          rx: 2,
          fill: ramps.wood.base,
          ...painter.stroke(ramps.wood, 'detail'),
        }),
        el('circle', {
          cx: x,
          cy: y,
          r: 24,
          fill: painter.color('#e4f2f4'),
          stroke: glassLine,
          'stroke-width': 1.6,
        }),
        el('path', {
          d: `M${x - 23} ${y + 2}A23 23 0 0 0 ${x + 23} ${y + 2}Z`,
          fill: painter.fill(liquid, 'top'),
        }),
        el('path', {
          d: `M${x - 14} ${y - 12}A16 16 0 0 1 ${x - 2} ${y - 18}`,
          fill: 'none',
          stroke: '#ffffff',
          'stroke-width': 3,
          'stroke-linecap': 'round',
          opacity: 0.85,
        }),
        fist(ctx, x, y + 44, fw),
      ].join('');
    }
    case 'dagger': {
      const x = hx - s * 10;
      const y = 470;
      const blade = painter.body({
        points: [corner(x - 7, y - 24), corner(x, y - 104), corner(x + 7, y - 24)],
        ramp: ramps.metal,
        light: 'left',
        shadowOffset: [-5, 0],
        inner: [painter.line(`M${x} ${y - 96}L${x} ${y - 26}`, ramps.metal.light, 1.4)],
      });
      const guard = el('rect', {
        x: x - 20,
        y: y - 28,
        width: 40,
        height: 7,
        rx: 3,
        fill: ramps.gold.shade,
        ...painter.stroke(ramps.gold, 'detail'),
      });
      return [blade, guard, fist(ctx, x, y, fw * 0.9)].join('');
    }
    case 'book': {
      const x = hx - s * 30;
      const y = 462;
      const cover = painter.ramp(plan.outfit.archetype === 'wizard' ? '#5a2a6a' : '#6a3a2a');
      const book = painter.body({
        points: [
          corner(x - 40, y - 44),
          corner(x + 40, y - 50),
          corner(x + 46, y + 60),
          corner(x - 36, y + 66),
        ],
        ramp: cover,
        shadowOffset: [-12, -6],
        inner: [
          el('circle', {
            cx: x + 4,
            cy: y + 4,
            r: 12,
            fill: 'none',
            stroke: ramps.gold.base,
            'stroke-width': 3,
          }),
          painter.line(`M${x - 28} ${y - 34}L${x + 30} ${y - 39}`, ramps.gold.base, 2),
        ],
      });
      const pages = el('path', {
        d: polyline(
          [
            [x - 40, y - 44],
            [x - 46, y - 38],
            [x - 42, y + 70],
            [x - 36, y + 66],
          ],
          true,
        ),
        fill: painter.color('#efe6d0'),
        ...painter.stroke(cover, 'detail'),
      });
      return group({ transform: `rotate(${s * -8} ${x} ${y})` }, [pages, book]);
    }
    case 'lute': {
      const x = fig.cx + s * fig.shoulderW * 0.62;
      const y = 482;
      const wood = painter.ramp('#b0783a');
      const body: Pt[] = [
        [x, y - 58],
        [x + 34, y - 30],
        [x + 44, y + 16],
        [x + 26, y + 52],
        [x, y + 60],
        [x - 26, y + 52],
        [x - 44, y + 16],
        [x - 34, y - 30],
      ];
      // The neck leans out toward the frame, never across the face.
      const angle = s * 30;
      const neck = [
        el('rect', {
          x: x - 9,
          y: y - 190,
          width: 18,
          height: 140,
          fill: ramps.wood.shade,
          ...painter.stroke(ramps.wood, 'inner'),
        }),
        painter.body({
          points: [
            corner(x - 10, y - 190),
            corner(x + 10, y - 190),
            corner(x + 14, y - 224),
            corner(x - 6, y - 228),
          ],
          ramp: ramps.wood,
          weight: 'inner',
          shadow: 0.5,
        }),
      ];
      const strings = [-4, -1.5, 1.5, 4].map((k) =>
        painter.line(`M${x + k} ${y - 188}L${x + k} ${y + 30}`, '#f0e8d0', 0.8, { opacity: 0.8 }),
      );
      return group({ transform: `rotate(${angle} ${x} ${y})` }, [
        ...neck,
        painter.body({
          points: body,
          ramp: wood,
          shadowOffset: [-14, -10],
          inner: [
            el('circle', { cx: x, cy: y - 6, r: 13, fill: wood.line }),
            el('circle', {
              cx: x,
              cy: y - 6,
              r: 16,
              fill: 'none',
              stroke: wood.light,
              'stroke-width': 2,
              'stroke-dasharray': '3 2',
            }),
          ],
        }),
        el('rect', { x: x - 14, y: y + 26, width: 28, height: 6, rx: 2, fill: ramps.wood.deep }),
        ...strings,
      ]);
    }
    case 'bow': {
      const top: Pt = [fig.cx + s * fig.shoulderW * 0.95, fig.shoulderY - 96];
      const bottom: Pt = [fig.cx - s * fig.shoulderW * 0.3, 560];
      const mid: Pt = [lerp(top[0], bottom[0], 0.5) + s * 40, lerp(top[1], bottom[1], 0.5) + 20];
      const stave = taper(
        [
          top,
          [lerp(top[0], mid[0], 0.5) + s * 14, lerp(top[1], mid[1], 0.5)],
          mid,
          [lerp(mid[0], bottom[0], 0.5) + s * 14, lerp(mid[1], bottom[1], 0.5)],
          bottom,
        ],
        5,
        9,
        4,
      );
      return [
        painter.line(polyline([top, bottom], false), painter.color('#e8e0c8'), 1.4),
        painter.body({ points: stave, ramp: ramps.wood, weight: 'inner', shadow: 0.5, light: 'left' }),
        el('rect', {
          x: mid[0] - 7,
          y: mid[1] - 14,
          width: 14,
          height: 28,
          rx: 4,
          fill: ramps.leather.base,
          transform: `rotate(${s * 28} ${mid[0]} ${mid[1]})`,
        }),
      ].join('');
    }
    case 'sword': {
      const name = plan.looks.weapon?.name ?? 'longsword';
      const curved = name === 'scimitar';
      const thin = name === 'rapier';
      const length = name === 'shortsword' ? 200 : name === 'greatsword' ? 340 : 280;
      const x = hx - s * 4;
      const gy = hy - 30;
      const tipY = Math.max(36, gy - length);
      const bw = thin ? 6 : curved ? 18 : 14;
      // A curved blade sweeps outward from the guard to its point, widest a third of the way up.
      const blade = curved
        ? painter.body({
            points: taper(
              [
                [x, gy],
                [x + s * 6, lerp(gy, tipY, 0.35)],
                [x + s * 22, lerp(gy, tipY, 0.72)],
                [x + s * 46, tipY],
              ],
              bw,
              1,
              5,
            ),
            ramp: ramps.metal,
            light: 'left',
            shadowOffset: [-5, 0],
            inner: [
              painter.line(
                smoothOpen([
                  [x - s * 3, gy - 8],
                  [x + s * 3, lerp(gy, tipY, 0.35)],
                  [x + s * 19, lerp(gy, tipY, 0.72)],
                ]),
                ramps.metal.light,
                1.6,
              ),
            ],
          })
        : painter.body({
            points: [
              corner(x - bw / 2, gy),
              corner(x - bw / 2, tipY + bw * 1.6),
              corner(x, tipY),
              corner(x + bw / 2, tipY + bw * 1.6),
              corner(x + bw / 2, gy),
            ],
            ramp: ramps.metal,
            light: 'left',
            shadowOffset: [-4, 0],
            inner: thin
              ? []
              : [painter.line(`M${x} ${gy - 6}L${x} ${tipY + bw * 2.4}`, ramps.metal.light, 1.4)],
          });
      const guard = thin
        ? [
            el('path', {
              d: `M${x - 16} ${gy + 2}A16 12 0 0 0 ${x + 16} ${gy + 2}Z`,
              fill: ramps.metal.base,
              ...painter.stroke(ramps.metal, 'detail'),
            }),
            painter.line(`M${x - 22} ${gy}L${x + 22} ${gy}`, ramps.metal.shade, 3),
          ]
        : [
            el('rect', {
              x: x - (curved ? 16 : 24),
              y: gy - 4,
              width: curved ? 32 : 48,
              height: 8,
              rx: 3,
              fill: plan.input.socialClass === 'nobility' ? ramps.gold.base : ramps.metal.shade,
              ...painter.stroke(ramps.metal, 'detail'),
            }),
          ];
      return [blade, ...guard, fist(ctx, x, hy, fw * 0.95)].join('');
    }
    case 'axe': {
      const battle = plan.looks.weapon?.name === 'battleaxe';
      const top: Pt = [hx + s * 4, battle ? 150 : 226];
      const [tx, ty] = top;
      const head = painter.body({
        points: [
          corner(tx + s * 4, ty - 10),
          [tx + s * 26, ty - 20],
          corner(tx + s * 48, ty - 34),
          [tx + s * 54, ty + 6],
          corner(tx + s * 46, ty + 40),
          [tx + s * 24, ty + 22],
          corner(tx + s * 4, ty + 14),
        ],
        ramp: ramps.metal,
        shadowOffset: [-s * 8, -4],
        inner: [
          painter.line(
            smoothOpen([
              [tx + s * 46, ty - 30],
              [tx + s * 52, ty + 4],
              [tx + s * 44, ty + 36],
            ]),
            ramps.metal.light,
            2.2,
          ),
        ],
      });
      return [
        shaft(ctx, [hx, 540], [tx, ty - 18], 10, ramps.wood),
        head,
        el('rect', {
          x: tx - 8,
          y: ty - 12,
          width: 16,
          height: 28,
          rx: 3,
          fill: ramps.metal.shade,
          ...painter.stroke(ramps.metal, 'detail'),
        }),
        fist(ctx, hx, hy, fw),
      ].join('');
    }
    case 'mace': {
      const top: Pt = [hx + s * 4, 244];
      const [tx, ty] = top;
      const flanges = Array.from({ length: 6 }, (_, i) => {
        const a = (i / 6) * Math.PI * 2 + 0.3;
        const x1 = tx + Math.cos(a) * 15;
        const y1 = ty + Math.sin(a) * 19;
        const x2 = tx + Math.cos(a) * 27;
        const y2 = ty + Math.sin(a) * 30;
        return painter.body({
          points: [corner(x1 - 4, y1), corner(x2, y2), corner(x1 + 4, y1)],
          ramp: ramps.metal,
          weight: 'detail',
          shadow: 0.3,
        });
      });
      return [
        shaft(ctx, [hx, 540], [tx, ty + 10], 10, ramps.wood),
        ...flanges,
        el('ellipse', {
          cx: tx,
          cy: ty,
          rx: 18,
          ry: 22,
          fill: painter.fill(ramps.metal, 'tl'),
          ...painter.stroke(ramps.metal, 'inner'),
        }),
        fist(ctx, hx, hy, fw),
      ].join('');
    }
    case 'club': {
      const club = painter.body({
        points: taper(
          [
            [hx, 540],
            [hx + s * 6, 380],
            [hx + s * 14, 250],
          ],
          13,
          34,
          4,
        ),
        ramp: ramps.wood,
        light: 'left',
        shadowOffset: [-8, 0],
        inner: [
          el('ellipse', { cx: hx + s * 10, cy: 300, rx: 4, ry: 6, fill: ramps.wood.deep }),
          el('ellipse', { cx: hx + s * 16, cy: 270, rx: 3, ry: 5, fill: ramps.wood.deep }),
        ],
      });
      return [club, fist(ctx, hx, hy, fw)].join('');
    }
    case 'jug': {
      const x = hx - s * 8;
      const y = 376;
      const clay = painter.ramp('#b0603a');
      const body = painter.body({
        points: [
          corner(x - 14, y - 30),
          [x - 16, y - 16],
          [x - 34, y + 22],
          [x - 26, y + 62],
          corner(x, y + 70),
          [x + 26, y + 62],
          [x + 34, y + 22],
          [x + 16, y - 16],
          corner(x + 14, y - 30),
        ],
        ramp: clay,
        shadowOffset: [-12, -4],
        inner: [
          painter.line(
            `M${x - 30} ${y + 20}Q${x} ${y + 30} ${x + 30} ${y + 20}`,
            painter.color('#e8d8b0'),
            3,
          ),
        ],
      });
      const spout = painter.body({
        points: [corner(x - s * 10, y - 30), corner(x - s * 26, y - 40), corner(x - s * 14, y - 20)],
        ramp: clay,
        weight: 'inner',
        shadow: 0.3,
      });
      const handle = painter.line(
        smoothOpen([
          [x + s * 14, y - 22],
          [x + s * 40, y - 8],
          [x + s * 34, y + 30],
        ]),
        painter.ink(clay),
        9,
      );
      const handleFill = painter.line(
        smoothOpen([
          [x + s * 14, y - 22],
          [x + s * 40, y - 8],
          [x + s * 34, y + 30],
        ]),
        clay.base,
        5,
      );
      return [handle, handleFill, spout, body, fist(ctx, x - s * 2, y + 78, fw)].join('');
    }
    case 'keys': {
      const x = hx - s * 4;
      const y = 410;
      const grip = hand(ctx, x, y, fw * 0.9, s * 60);
      const iron = painter.ramp('#7a7870');
      const ringY = y + 36;
      const keys = [-1, 0, 1].map((k) => {
        const kx = x + k * 12;
        const top = ringY + 10;
        const len = 46 + (k + 1) * 6;
        return [
          painter.line(`M${kx} ${top}L${kx + k * 6} ${top + len}`, iron.deep, 5),
          painter.line(`M${kx} ${top}L${kx + k * 6} ${top + len}`, iron.light, 2.6),
          el('rect', {
            x: kx + k * 6,
            y: top + len - 12,
            width: 9,
            height: 5,
            fill: iron.base,
            stroke: iron.deep,
            'stroke-width': 1,
          }),
          el('circle', { cx: kx, cy: top + 2, r: 6, fill: 'none', stroke: iron.base, 'stroke-width': 3 }),
        ].join('');
      });
      return [
        grip.sleeve,
        el('circle', { cx: x, cy: ringY, r: 16, fill: 'none', stroke: iron.deep, 'stroke-width': 5 }),
        el('circle', { cx: x, cy: ringY, r: 16, fill: 'none', stroke: iron.light, 'stroke-width': 2.4 }),
        ...keys,
        grip.fist,
      ].join('');
    }
    case 'lantern': {
      const x = hx - s * 6;
      const y = 372;
      const grip = hand(ctx, x, y, fw * 0.9, s * 70);
      const brass = painter.ramp('#b8913a');
      const top = y + 30;
      const glow = painter.style.glow
        ? el('circle', {
            cx: x,
            cy: top + 48,
            r: 60,
            fill: ctx.doc.radialGradient({
              stops: [
                { offset: 0, color: '#ffd890', opacity: 0.55 },
                { offset: 1, color: '#ffd890', opacity: 0 },
              ],
            }),
          })
        : '';
      return [
        grip.sleeve,
        glow,
        el('path', {
          d: `M${x - 10} ${top}Q${x} ${top - 26} ${x + 10} ${top}`,
          fill: 'none',
          stroke: brass.deep,
          'stroke-width': 3,
        }),
        painter.body({
          points: [corner(x - 20, top + 12), corner(x, top), corner(x + 20, top + 12)],
          ramp: brass,
          weight: 'inner',
          shadow: 0.3,
        }),
        el('rect', {
          x: x - 18,
          y: top + 12,
          width: 36,
          height: 62,
          rx: 3,
          fill: painter.color('#ffe2a0'),
          stroke: brass.deep,
          'stroke-width': 2.4,
        }),
        painter.line(
          `M${x} ${top + 12}L${x} ${top + 74}M${x - 18} ${top + 43}L${x + 18} ${top + 43}`,
          brass.base,
          2.4,
        ),
        el('ellipse', { cx: x, cy: top + 48, rx: 5, ry: 9, fill: painter.color('#ff9a30') }),
        el('rect', {
          x: x - 22,
          y: top + 72,
          width: 44,
          height: 9,
          rx: 2,
          fill: brass.base,
          stroke: brass.deep,
          'stroke-width': 1.4,
        }),
        grip.fist,
      ].join('');
    }
    case 'scroll': {
      const x = hx - s * 8;
      const paper = painter.ramp('#e8dcb8');
      const roll = painter.body({
        points: [corner(x - 12, 360), corner(x + 12, 360), corner(x + 12, 520), corner(x - 12, 520)],
        ramp: paper,
        light: 'left',
        shadowOffset: [-6, 0],
        inner: [painter.line(`M${x + 5} 362L${x + 5} 518`, paper.deep, 1.2, { opacity: 0.6 })],
      });
      return [
        roll,
        el('ellipse', {
          cx: x,
          cy: 360,
          rx: 12,
          ry: 5,
          fill: paper.light,
          stroke: paper.deep,
          'stroke-width': 1.2,
        }),
        el('rect', { x: x - 13, y: 404, width: 26, height: 6, fill: painter.color('#a83a2a') }),
        fist(ctx, x, hy, fw * 0.9),
      ].join('');
    }
    case 'ladle': {
      const x = hx - s * 4;
      const top: Pt = [x + s * 10, 300];
      const wood = ramps.wood;
      const bowl = painter.body({
        points: [
          corner(top[0] - 24, top[1] - 8),
          corner(top[0] + 24, top[1] - 8),
          [top[0] + 18, top[1] + 14],
          [top[0], top[1] + 22],
          [top[0] - 18, top[1] + 14],
        ],
        ramp: painter.ramp('#a07040'),
        shadowOffset: [-6, -4],
      });
      return [shaft(ctx, [x, 540], [top[0], top[1] + 10], 8, wood), bowl, fist(ctx, x, hy, fw)].join('');
    }
    case 'spyglass': {
      const x = hx - s * 4;
      const brass = painter.ramp('#c8a048');
      const segs: [number, number, number][] = [
        [hy - 10, hy - 90, 9],
        [hy - 90, hy - 160, 11],
        [hy - 160, hy - 226, 13],
      ];
      const parts = segs.map(([y0, y1, w], i) =>
        painter.body({
          points: [corner(x - w + i, y0), corner(x - w, y1), corner(x + w, y1), corner(x + w - i, y0)],
          ramp: i === 1 ? painter.ramp('#6a4a2e') : brass,
          light: 'left',
          weight: 'inner',
          shadowOffset: [-5, 0],
        }),
      );
      const lensY = hy - 226;
      return [
        ...parts,
        el('ellipse', {
          cx: x,
          cy: lensY,
          rx: 14,
          ry: 5,
          fill: painter.color('#a8d0e0'),
          stroke: brass.deep,
          'stroke-width': 2,
        }),
        el('rect', {
          x: x - 15,
          y: lensY + 2,
          width: 30,
          height: 7,
          fill: brass.base,
          stroke: brass.deep,
          'stroke-width': 1,
        }),
        fist(ctx, x, hy, fw * 0.9),
      ].join('');
    }
    case 'quarterstaff': {
      const top: Pt = [hx + s * 8, 92];
      const staffPts: Pt[] = [[hx, 540], [hx + s * 3, 360], [hx + s * 6, 200], top];
      return [
        painter.body({
          points: taper(staffPts, 12, 10, 4),
          ramp: ramps.wood,
          light: 'left',
          weight: 'inner',
          shadowOffset: [-5, 0],
        }),
        el('rect', {
          x: top[0] - 7,
          y: top[1] + 12,
          width: 14,
          height: 8,
          fill: ramps.metal.shade,
          ...painter.stroke(ramps.metal, 'detail'),
        }),
        fist(ctx, hx + s * 2, hy, fw),
      ].join('');
    }
    case 'holy-symbol': {
      const x = fig.cx;
      const y = fig.shoulderY + 62;
      const metal =
        plan.input.socialClass === 'lower' || plan.input.socialClass === 'working'
          ? painter.ramp('#b0b6be')
          : ramps.gold;
      const rays: string[] = [];
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        rays.push(
          `M${x + Math.cos(a) * 12} ${y + Math.sin(a) * 12}L${x + Math.cos(a) * (i % 2 ? 19 : 23)} ${y + Math.sin(a) * (i % 2 ? 19 : 23)}`,
        );
      }
      const glow = painter.style.glow
        ? painter.blob(x, y, 44, 44, mix(metal.light, '#ffffff', 0.4), 0.45)
        : '';
      return [
        painter.line(
          smoothOpen([
            [x - fig.neckW * 0.55, fig.shoulderY - 18],
            [x - 10, y - 26],
            [x, y - 22],
          ]),
          metal.shade,
          2,
        ),
        painter.line(
          smoothOpen([
            [x + fig.neckW * 0.55, fig.shoulderY - 18],
            [x + 10, y - 26],
            [x, y - 22],
          ]),
          metal.shade,
          2,
        ),
        glow,
        el('path', { d: rays.join(''), stroke: metal.base, 'stroke-width': 3.2, 'stroke-linecap': 'round' }),
        el('circle', {
          cx: x,
          cy: y,
          r: 12,
          fill: painter.fill(metal, 'tl'),
          ...painter.stroke(metal, 'inner'),
        }),
        el('circle', { cx: x, cy: y, r: 5, fill: metal.light }),
      ].join('');
    }
    default:
      return '';
  }
}

function pitchforkHead(ctx: DrawContext, top: Pt): string {
  const { painter, ramps } = ctx;
  const [x, y] = top;
  const tines = [-16, 0, 16].map((dx) =>
    painter.body({
      points: taper(
        [
          [x + dx, y],
          [x + dx * 1.1, y - 40],
          [x + dx * 1.05, y - 62],
        ],
        5,
        0,
        3,
      ),
      ramp: ramps.metal,
      weight: 'inner',
      shadow: 0.4,
    }),
  );
  return [
    el('path', {
      d: smoothClosed([
        [x - 20, y + 4],
        [x, y - 4],
        [x + 20, y + 4],
        [x, y + 10],
      ]),
      fill: ramps.metal.base,
      ...painter.stroke(ramps.metal, 'inner'),
    }),
    ...tines,
  ].join('');
}

/** A round shield on the arm that holds no weapon: painted in the garment's colours, with an iron boss and rim. */
function drawShield(ctx: DrawContext): string {
  const { plan, fig, painter, ramps } = ctx;
  const o = plan.outfit;
  if (!o.shield) return '';
  const side = -o.propSide;
  const x = fig.cx + side * Math.max(fig.shoulderW * 0.86, fig.hw + 60);
  const y = 478;
  const r = 74;
  // Painted in the tabard's colour, or the cloth's; bare wood over armour with no tabard (as the words say).
  const tabard = o.layers.find((l) => l.kind === 'tabard');
  const armoured = ['mail', 'breastplate', 'leathers'].includes(o.garment);
  const paint = tabard?.color ?? (armoured ? '#8a5a30' : o.cloth);
  const face = painter.ramp(paint);
  const stripe = painter.ramp(mix(paint, '#f0e6c8', 0.7));
  return group({ 'data-part': 'shield', 'data-color': paint }, [
    painter.body({
      points: Array.from({ length: 16 }, (_, i) => {
        const a = (i / 16) * Math.PI * 2;
        return [x + Math.cos(a) * r, y + Math.sin(a) * r] as Pt;
      }),
      ramp: face,
      shadowOffset: [-18, -12],
      inner: [
        el('path', {
          d: `M${x - r} ${y - 12}L${x + r} ${y - 12}L${x + r} ${y + 12}L${x - r} ${y + 12}Z`,
          fill: stripe.base,
        }),
      ],
    }),
    el('circle', { cx: x, cy: y, r: r - 3, fill: 'none', stroke: ramps.metal.base, 'stroke-width': 6 }),
    el('circle', {
      cx: x,
      cy: y,
      r: 16,
      fill: painter.fill(ramps.metal, 'tl'),
      ...painter.stroke(ramps.metal, 'inner'),
    }),
  ]);
}
