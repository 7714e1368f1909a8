// The scars slot of an NPC portrait: every scar the look names, where it names it, over the eyes and mouth
// (a scar through a brow crosses the lid), plus the marks that sit on the face (tattoo, burn, nose ring).
import type { NpcScarPlace, NpcSide } from '../../../../shared/kinds/npc.js';
import { mix } from '../../../art/color.js';
import { type Pt, smoothOpen } from '../../../art/path.js';
import { el, group } from '../../../art/svg.js';
import type { DrawContext } from './context.js';
import { drawFaceDetails } from './details.js';

/** The NPC's left is the viewer's right. */
const viewSide = (side: NpcSide | null): 1 | -1 => (side === 'right' ? -1 : 1);

/** The two ends of a scar at a place on the face. */
function scarEnds(ctx: DrawContext, place: NpcScarPlace): [Pt, Pt] {
  const { cx, cy, hw, hh, eyeY, eyeDX, eyeW, eyeH, browY, noseY, noseW, mouthY, mouthW, chinY } = ctx.fig;
  switch (place) {
    case 'left-cheek':
    case 'right-cheek': {
      const s = place === 'left-cheek' ? 1 : -1;
      return [
        [cx + s * (eyeDX - eyeW * 0.4), eyeY + eyeH * 2.2],
        [cx + s * (eyeDX + eyeW * 1.1), noseY + 6],
      ];
    }
    case 'left-brow':
    case 'right-brow': {
      const s = place === 'left-brow' ? 1 : -1;
      const x = cx + s * (eyeDX + eyeW * 0.15);
      return [
        [x - s * 3, browY - eyeW * 0.9],
        [x + s * 5, eyeY + eyeH * 2.4],
      ];
    }
    case 'jaw':
      return [
        [cx + hw * 0.82, cy + hh * 0.3],
        [cx + hw * 0.3, chinY - 5],
      ];
    case 'lip':
      return [
        [cx + mouthW * 0.32, mouthY - 10],
        [cx + mouthW * 0.42, mouthY + 8],
      ];
    case 'snout':
      return [
        [cx - hw * 0.34, cy + hh * 0.12],
        [cx + hw * 0.3, cy + hh * 0.5],
      ];
    case 'forehead':
      return [
        [cx - hw * 0.38, browY - hh * 0.26],
        [cx + hw * 0.22, browY - hh * 0.1],
      ];
    case 'nose':
      return [
        [cx - noseW * 1.4, noseY - noseW * 1.4],
        [cx + noseW * 1.4, noseY - noseW * 0.7],
      ];
  }
}

export function drawScars(ctx: DrawContext): string {
  const { plan, painter, ramps } = ctx;
  const parts: string[] = [];
  // Healed skin: a raised pale seam in a darker, reddened groove, with the stitch marks of the one who closed it.
  const groove = mix(ramps.skin.shade, '#a04040', 0.3);
  for (const { place } of plan.looks.scars) {
    const [a, b] = scarEnds(ctx, place);
    const bend = place === 'snout' || place === 'forehead' ? -3 : 2;
    const d = smoothOpen([a, [(a[0] + b[0]) / 2 + bend, (a[1] + b[1]) / 2 - 2], b]);
    const marks: string[] = [
      painter.line(d, groove, 3.6, { opacity: 0.8 }),
      painter.line(d, mix(ramps.skin.light, '#ffffff', 0.2), 1.3),
    ];
    for (const t of [0.3, 0.55, 0.8]) {
      const x = a[0] + (b[0] - a[0]) * t;
      const y = a[1] + (b[1] - a[1]) * t;
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
      const nx = (-(b[1] - a[1]) / len) * 3.5;
      const ny = ((b[0] - a[0]) / len) * 3.5;
      marks.push(
        painter.line(`M${x - nx} ${y - ny}L${x + nx} ${y + ny}`, ramps.skin.deep, 1, { opacity: 0.6 }),
      );
    }
    parts.push(group({ 'data-scar': place }, marks));
  }
  const { cx, eyeY, eyeDX, eyeW, eyeH, noseY, noseW } = ctx.fig;
  for (const mark of plan.looks.marks) {
    const s = viewSide(mark.side);
    if (mark.kind === 'tattoo') {
      const x = cx + s * (eyeDX + eyeW * 0.3);
      const y = eyeY + eyeH * 2.6;
      const ink = painter.color('#2a3a5a');
      parts.push(
        group({ 'data-mark': 'tattoo' }, [
          painter.line(
            smoothOpen([
              [x - s * 8, y - 6],
              [x, y - 10],
              [x + s * 6, y],
              [x - s * 2, y + 8],
              [x + s * 10, y + 12],
            ]),
            ink,
            2,
            { opacity: 0.75 },
          ),
        ]),
      );
    } else if (mark.kind === 'burn') {
      const x = cx + s * (eyeDX + eyeW * 0.4);
      const y = eyeY + eyeH * 3.2;
      parts.push(
        group({ 'data-mark': 'burn' }, [
          painter.blob(x, y, eyeW * 1.1, eyeW * 0.8, mix(ramps.skin.base, '#c05048', 0.45), 0.75),
          painter.blob(x + s * 4, y - 3, eyeW * 0.5, eyeW * 0.35, ramps.skin.light, 0.6),
        ]),
      );
    } else if (mark.kind === 'nose-ring' && !plan.profile.snout) {
      const metal = painter.ramp(mark.colour ?? '#c9ced6');
      parts.push(
        group({ 'data-mark': 'nose-ring' }, [
          el('circle', {
            cx: cx + s * noseW * 0.55,
            cy: noseY + 2,
            r: 4,
            fill: 'none',
            stroke: metal.base,
            'stroke-width': 1.8,
          }),
        ]),
      );
    }
  }
  parts.push(drawFaceDetails(ctx));
  return parts.join('');
}
