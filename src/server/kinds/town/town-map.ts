// The town map drawn in code from the town's record and a seed: plan, buildings, country, then one style's paint.
import type { TownData } from '../../../shared/kinds/town.js';
import { hashString } from '../../art/art-rng.js';
import { el, SvgDoc } from '../../art/svg.js';
import { battleLocator, drawBattleScene } from './map/battle.js';
import { planBuildings } from './map/buildings.js';
import { drawLabels, drawMarkers, sidePanel } from './map/labels.js';
import { planLandscape } from './map/landscape.js';
import { PRINT_HEIGHT, PRINT_WIDTH, planTown, type TownPlan } from './map/plan.js';
import { renderMap } from './map/render.js';
import { MAP_STYLES } from './map/styles.js';

export { PRINT_HEIGHT, PRINT_WIDTH } from './map/plan.js';

/** The plan alone (for tests that check where things are, and for callers that want the layout). */
export function planTownMap(town: TownData, seed: number): TownPlan {
  return planTown(town, seed);
}

/**
 * A complete SVG (1800 x 1312 px, drawn in 2140 x 1560 units; landscape for printing): the map framed on the left,
 * the cartouche, legend, compass and scale on the right. The battle style draws one scene of the town at 5 ft a
 * square instead, with a small plan of the whole town in the panel. Stable ids and data attributes on the groups
 * (`data-feature` for every landscape feature, water, shore, river course and landmark; `data-label` on every
 * name) let tests check the map against the record.
 */
export function drawTownMap(town: TownData, seed: number): string {
  const plan = planTown(town, seed);
  const style = MAP_STYLES[town.mapStyle];
  const battle = town.mapStyle === 'battle' ? drawBattleScene(town, plan, style) : null;
  const prefix = `tm${hashString(`${town.name}/${seed}/${town.mapStyle}`).toString(36)}`;
  const doc = new SvgDoc(plan.width, prefix);
  const [x0, y0, x1, y1] = plan.box;
  // No sheet of paper under everything: the ground and the mat round the frame already cover the whole page,
  // and each page-sized fill is a few milliseconds of resvg's time.
  const body: string[] = [];
  const paint = () => {
    const { buildings, gardens } = planBuildings(
      plan,
      town.layout.districts.map((d) => d.type),
    );
    const land = planLandscape(town, plan);
    return renderMap({ town, plan, land, buildings, gardens, style, doc }).join('');
  };
  body.push(
    el(
      'g',
      {
        id: 'town-map-plan',
        'data-style': town.mapStyle,
        'data-size': town.size,
        'data-water': plan.water.kind,
        'data-walls': plan.wallKind,
        'data-castle': plan.castle ? 'true' : 'false',
        'data-bridges': plan.bridges.length,
        'data-harbour': plan.piers.length > 0 ? 'true' : 'false',
        'data-form': plan.footprint.form,
      },
      battle ? battle.body : paint(),
    ),
  );
  // A mat of paper round the frame hides whatever runs past its edge (cheaper than clipping every layer), reaching
  // far beyond the page so a viewer that does not clip nested pictures (contact sheets) shows nothing stray either.
  body.push(
    el('path', {
      d: `M-4000 -4000H${plan.width + 4000}V${plan.height + 4000}H-4000ZM${x0} ${y0}V${y1}H${x1}V${y0}Z`,
      fill: style.paper,
      'fill-rule': 'evenodd',
    }),
  );
  if (!battle) {
    body.push(drawLabels(town, plan, style));
    body.push(drawMarkers(plan.markers, style));
  }
  // The frame: a heavy outer line and a fine inner one, as on engraved maps.
  body.push(
    el('rect', {
      x: x0 - 8,
      y: y0 - 8,
      width: x1 - x0 + 16,
      height: y1 - y0 + 16,
      fill: 'none',
      stroke: style.ink,
      'stroke-width': style.heavy * 0.8,
    }),
    el('rect', {
      x: x0,
      y: y0,
      width: x1 - x0,
      height: y1 - y0,
      fill: 'none',
      stroke: style.ink,
      'stroke-width': style.fine * 1.5,
    }),
  );
  const panelBox = { x: x1 + 36, y: y0 - 8, width: plan.width - x1 - 36 - 36, height: y1 - y0 + 16 };
  if (battle) {
    const sw = (d: string, fill: string) =>
      `<path transform="translate(${panelBox.x + 50} @Y)" d="${d}" fill="${fill}" stroke="#2b2622" stroke-width="1.5"/>`;
    body.push(
      sidePanel(
        town,
        plan,
        style,
        panelBox,
        {
          feetPerSquare: { squarePx: battle.unitsPerFoot * 5 },
          note: `${battle.title} · 5 ft squares`,
          keys: [
            { label: 'Wall and door', swatch: sw('M-16 -8H16V8H-16Z', '#caa978') },
            {
              label: 'Barrels, crates',
              swatch: sw('M-14 -6a6 6 0 1 0 12 0a6 6 0 1 0 -12 0ZM2 -10h12v12h-12Z', '#8a5a32'),
            },
            { label: 'Cart, market stall', swatch: sw('M-16 -7H16V7H-16Z', '#9b7447') },
            { label: 'Tree, well, fountain', swatch: sw('M-9 0a9 9 0 1 0 18 0a9 9 0 1 0 -18 0Z', '#5f7f45') },
          ],
          inset: (box) => battleLocator(plan, style, battle.window, box),
        },
        battle.unitsPerFoot > 0 ? 0.3048 / battle.unitsPerFoot : plan.metersPerPx,
      ),
    );
  } else {
    body.push(sidePanel(town, plan, style, panelBox));
  }
  return doc
    .render(body)
    .replace(
      /^<svg[^>]*>/,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${plan.width} ${plan.height}" width="${PRINT_WIDTH}" height="${PRINT_HEIGHT}" data-town-map="${town.mapStyle}">`,
    );
}
