// Buildings and works: the castle, portcullis, bridge, windmill and lighthouse, each drawn in a 100 x 100 box.
import { art, band, type ChargeArt, c, circle, line, type Pt, part, poly, segments } from './kit.js';

/** A crenellated top edge from x0 to x1 at height y (merlons `m` wide, `h` tall), left to right. */
function merlons(x0: number, x1: number, y: number, count: number, h = 6): Pt[] {
  const pts: Pt[] = [];
  const w = (x1 - x0) / (2 * count - 1);
  for (let i = 0; i < count; i++) {
    const a = x0 + 2 * i * w;
    pts.push(c(a, y - h), c(a + w, y - h));
    if (i < count - 1) pts.push(c(a + w, y), c(a + 2 * w, y));
  }
  return pts;
}

/** A crenellated block: merlons along the top, then straight down to the foot. */
function block(x0: number, x1: number, top: number, foot: number, count: number, h = 6): string {
  return poly([...merlons(x0, x1, top, count, h), c(x1, foot), c(x0, foot)]);
}

/** An arched opening, its foot at y, `w` wide and `h` tall (filled in ink as a mark). */
function archway(cx: number, y: number, w: number, h: number): string {
  return part([
    c(cx - w / 2, y),
    c(cx - w / 2, y - h + w / 2),
    [cx - w * 0.36, y - h + w * 0.15],
    [cx, y - h],
    [cx + w * 0.36, y - h + w * 0.15],
    c(cx + w / 2, y - h + w / 2),
    c(cx + w / 2, y),
  ]);
}

export function castle(): ChargeArt {
  const wall = block(22, 78, 46, 94, 5);
  const left = block(6, 30, 24, 94, 3, 7);
  const right = block(70, 94, 24, 94, 3, 7);
  const keep = block(38, 62, 14, 46, 3, 6);
  const slits = (x: number) => poly([c(x - 1.8, 40), c(x + 1.8, 40), c(x + 1.8, 52), c(x - 1.8, 52)]);
  return art(
    { d: keep, marks: archway(50, 38, 7, 12) },
    {
      d: wall,
      lines: segments([
        [22, 62, 78, 62],
        [22, 78, 30, 78],
        [70, 78, 78, 78],
      ]),
      marks: archway(50, 94, 22, 30),
    },
    { d: left + right, marks: slits(18) + slits(82) + archway(18, 78, 6, 10) + archway(82, 78, 6, 10) },
  );
}

export function portcullis(): ChargeArt {
  const xs = [20, 35, 50, 65, 80];
  const uprights = xs
    .map((x) => poly([c(x - 3.5, 14), c(x + 3.5, 14), c(x + 3.5, 84), c(x, 96), c(x - 3.5, 84)]))
    .join('');
  const rails = [22, 40, 58, 76].map((y) => poly([c(12, y), c(88, y), c(88, y + 6), c(12, y + 6)])).join('');
  const chains =
    band(
      [
        [14, 22],
        [8, 10],
        [4, 2],
      ],
      () => 2.5,
    ) +
    band(
      [
        [86, 22],
        [92, 10],
        [96, 2],
      ],
      () => 2.5,
    );
  return art(
    { d: chains },
    { d: rails },
    {
      d: uprights,
      marks: xs
        .map((x) => circle(x, 25, 1.4) + circle(x, 43, 1.4) + circle(x, 61, 1.4) + circle(x, 79, 1.4))
        .join(''),
    },
  );
}

export function bridge(): ChargeArt {
  // Two side arches open to the field; the tall middle arch is shadowed in ink.
  const deck = part([
    c(4, 34),
    c(96, 34),
    c(96, 86),
    c(84, 86),
    c(84, 72),
    [80, 62],
    [72, 58],
    [64, 62],
    c(60, 72),
    c(60, 86),
    c(40, 86),
    c(40, 72),
    [36, 62],
    [28, 58],
    [20, 62],
    c(16, 72),
    c(16, 86),
    c(4, 86),
  ]);
  const middle = part([c(40, 86), c(40, 60), [44, 50], [50, 47], [56, 50], c(60, 60), c(60, 86)]);
  const waves =
    line([
      [2, 92],
      [10, 89],
      [18, 92],
      [26, 89],
      [34, 92],
    ]) +
    line([
      [66, 92],
      [74, 89],
      [82, 92],
      [90, 89],
      [98, 92],
    ]);
  return art(
    {
      d: poly([...merlons(4, 96, 34, 9, 6), c(96, 40), c(4, 40)]),
    },
    { d: deck, lines: segments([[4, 44, 96, 44]]) + waves, marks: middle },
  );
}

export function windmill(): ChargeArt {
  const tower = poly([c(38, 44), c(62, 44), c(70, 94), c(30, 94)]);
  const cap = part([c(34, 46), [36, 36], [50, 28], [64, 36], c(66, 46)]);
  const sail = (deg: number): string => {
    const a = (deg * Math.PI) / 180;
    const ux = Math.cos(a);
    const uy = Math.sin(a);
    const vx = -uy;
    const vy = ux;
    const at = (along: number, across: number): Pt => [
      50 + ux * along + vx * across,
      38 + uy * along + vy * across,
    ];
    return poly([
      c(...(at(8, -2) as [number, number])),
      c(...(at(46, -2) as [number, number])),
      c(...(at(46, 9) as [number, number])),
      c(...(at(14, 9) as [number, number])),
    ]);
  };
  const lattice = (deg: number): string => {
    const a = (deg * Math.PI) / 180;
    const ux = Math.cos(a);
    const uy = Math.sin(a);
    const vx = -uy;
    const vy = ux;
    const at = (along: number, across: number): [number, number] => [
      50 + ux * along + vx * across,
      38 + uy * along + vy * across,
    ];
    const segs: [number, number, number, number][] = [];
    for (const along of [22, 30, 38]) segs.push([...at(along, -2), ...at(along, 9)]);
    segs.push([...at(14, 3.5), ...at(46, 3.5)]);
    return segments(segs);
  };
  const angles = [-135, -45, 45, 135];
  return art(
    {
      d: tower,
      lines: segments([[40, 62, 60, 62]]),
      marks: part([c(44, 94), c(44, 82), [50, 77], c(56, 82), c(56, 94)]) + circle(50, 54, 3),
    },
    { d: cap },
    { d: angles.map(sail).join(''), lines: angles.map(lattice).join('') },
    { d: circle(50, 38, 4.5) },
  );
}

export function lighthouse(): ChargeArt {
  const tower = poly([c(40, 34), c(60, 34), c(68, 90), c(32, 90)]);
  const gallery = poly([c(34, 30), c(66, 30), c(66, 36), c(34, 36)]);
  const lantern = poly([c(42, 16), c(58, 16), c(58, 30), c(42, 30)]);
  const roof = part([c(38, 17), [44, 10], c(50, 2), [56, 10], c(62, 17)]);
  const rock = part([c(18, 96), [22, 88], [34, 86], [50, 88], [66, 86], [80, 88], c(84, 96)]);
  const ray = (x: number, y: number, sign: 1 | -1, dy: number) =>
    poly([c(50 + sign * 10, 21), c(x, y + dy - 3), c(x, y + dy + 3)]);
  const rays = ray(6, 12, -1, 0) + ray(6, 32, -1, 0) + ray(94, 12, 1, 0) + ray(94, 32, 1, 0);
  return art(
    { d: rays },
    { d: rock },
    {
      d: tower,
      lines: segments([
        [37, 52, 63, 52],
        [35, 70, 65, 70],
      ]),
      marks:
        poly([c(38.2, 52), c(61.8, 52), c(64.3, 70), c(35.7, 70)]) +
        part([c(46, 90), c(46, 82), [50, 78], c(54, 82), c(54, 90)]),
    },
    { d: gallery },
    { d: lantern, lines: segments([[50, 16, 50, 30]]), marks: circle(50, 23, 3.5) },
    { d: roof },
  );
}
