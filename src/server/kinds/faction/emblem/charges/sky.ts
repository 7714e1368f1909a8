// The sky and weather: the estoile (a star of wavy rays), comet, thunderbolt, cloud, snowflake and drop, each drawn in
// a 100 x 100 box.
import { scallop } from '../../../../art/path.js';
import { art, band, type ChargeArt, c, circle, line, type Pt, part, poly, turn } from './kit.js';

export function estoile(): ChargeArt {
  // Six rays, each waving like a flame, from a small round heart.
  const off = (r: number) => 3 * Math.sin((r - 12) / 5.2);
  const half = (r: number) => 7.5 * (1 - (r - 12) / 36) ** 1.1;
  const pts: Pt[] = [];
  for (let i = 0; i < 6; i++) {
    const local: Pt[] = [];
    for (let r = 12; r <= 42; r += 5) local.push([off(r) - half(r), -r]);
    local.push(c(off(48), -48));
    for (let r = 42; r >= 12; r -= 5) local.push([off(r) + half(r), -r]);
    for (const p of turn(local, i * 60, 0, 0))
      pts.push(p.length === 3 ? c(p[0] + 50, p[1] + 50) : [p[0] + 50, p[1] + 50]);
  }
  return art({ d: part(pts), marks: circle(50, 50, 2.5) });
}

export function comet(): ChargeArt {
  const tail = (sweep: number, w: number): string =>
    band(
      [
        [34, 34],
        [52, 50 + sweep],
        [70, 68 + sweep * 0.6],
        [94, 94],
      ],
      (t) => w * (1 - t) ** 0.8 + 0.2,
    );
  const star: Pt[] = [];
  for (let i = 0; i < 12; i++) {
    const r = i % 2 ? 9 : 24;
    const a = ((-90 + i * 30) * Math.PI) / 180;
    star.push(c(30 + Math.cos(a) * r, 30 + Math.sin(a) * r));
  }
  return art(
    { d: tail(-10, 18) + tail(10, 18) },
    {
      d: tail(0, 24),
      lines: line([
        [46, 46],
        [62, 60],
        [80, 78],
      ]),
    },
    { d: part(star), marks: circle(30, 30, 3) },
  );
}

export function thunderbolt(): ChargeArt {
  const bolt = poly([c(60, 2), c(26, 52), c(46, 52), c(32, 98), c(76, 40), c(54, 40), c(72, 2)]);
  return art({
    d: bolt,
    lines: line(
      [
        [62, 10],
        [40, 46],
      ],
      true,
    ),
  });
}

export function cloud(): ChargeArt {
  const outline: Pt[] = [
    [10, 70],
    [8, 58],
    [16, 48],
    [28, 44],
    [32, 32],
    [44, 24],
    [58, 26],
    [66, 36],
    [78, 36],
    [88, 46],
    [92, 58],
    [88, 70],
  ];
  const puffs = scallop(outline, 7, true);
  const rain = [24, 40, 56, 72]
    .map((x) => poly([c(x, 78), c(x + 3, 78), c(x - 3, 94), c(x - 6, 94)]))
    .join('');
  return art(
    { d: rain },
    {
      d: puffs,
      lines:
        line([
          [30, 58],
          [40, 52],
          [52, 56],
        ]) +
        line([
          [60, 50],
          [72, 48],
          [80, 56],
        ]),
    },
  );
}

export function snowflake(): ChargeArt {
  const arms: string[] = [];
  const twigs: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = i * 60;
    const arm = turn([c(-3, 0), c(-3, -44), c(0, -48), c(3, -44), c(3, 0)], a, 0, 0).map((p) =>
      c(p[0] + 50, p[1] + 50),
    );
    arms.push(poly(arm));
    for (const [along, len] of [
      [20, 13],
      [33, 9],
    ] as const) {
      for (const side of [-1, 1]) {
        const twig = turn(
          [
            c(0, -along + 2.5),
            c(side * len * 0.8, -along - len * 0.6 + 2.5),
            c(side * len * 0.8 + side * 1.5, -along - len * 0.6 - 2),
            c(0, -along - 3),
          ],
          a,
          0,
          0,
        ).map((p) => c(p[0] + 50, p[1] + 50));
        twigs.push(poly(twig));
      }
    }
  }
  const hub: Pt[] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((i * 60 - 90) * Math.PI) / 180;
    hub.push(c(50 + Math.cos(a) * 9, 50 + Math.sin(a) * 9));
  }
  return art({ d: twigs.join('') }, { d: arms.join('') }, { d: poly(hub), marks: circle(50, 50, 2) });
}

export function drop(): ChargeArt {
  const body = part([
    c(50, 4),
    [60, 24],
    [72, 46],
    [76, 64],
    [70, 82],
    [50, 94],
    [30, 82],
    [24, 64],
    [28, 46],
    [40, 24],
  ]);
  return art({
    d: body,
    lines: line([
      [34, 64],
      [36, 76],
      [46, 84],
    ]),
  });
}
