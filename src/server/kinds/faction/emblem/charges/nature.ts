// The land and what grows and stands on it: the tower, tree, mountain and garb, each drawn in a 100 x 100 box.
import { scallop } from '../../../../art/path.js';
import { art, type ChargeArt, c, circle, leaf, line, type Pt, part, poly, rect, segments } from './kit.js';

export function tower(): ChargeArt {
  const merlons: Pt[] = [
    c(18, 30),
    c(18, 8),
    c(30, 8),
    c(30, 16),
    c(38, 16),
    c(38, 8),
    c(62, 8),
    c(62, 16),
    c(70, 16),
    c(70, 8),
    c(82, 8),
    c(82, 30),
  ];
  // The battlements, the corbelled platform, the body and a spreading foot, as one outline.
  const outline = poly([
    ...merlons,
    c(82, 30),
    c(74, 36),
    c(74, 86),
    c(80, 94),
    c(20, 94),
    c(26, 86),
    c(26, 36),
    c(18, 30),
  ]);
  const door = poly([c(41, 94), c(41, 72), [44, 66], [50, 63], [56, 66], c(59, 72), c(59, 94)], true);
  const windows = rect(47, 42, 6, 12, true) + rect(33, 48, 4, 10, true) + rect(63, 48, 4, 10, true);
  const joints = segments([
    [18, 30, 82, 30],
    [26, 36, 74, 36],
    [26, 60, 41, 60],
    [59, 60, 74, 60],
    [26, 80, 41, 80],
    [59, 80, 74, 80],
    [40, 36, 40, 44],
    [60, 36, 60, 44],
    [32, 60, 32, 80],
    [68, 60, 68, 80],
  ]);
  return art({ d: outline + door + windows, lines: joints });
}

export function tree(): ChargeArt {
  // A round oak crown on a short trunk with spread roots.
  const crownPts: Pt[] = [
    [50, 4],
    [66, 6],
    [80, 14],
    [92, 28],
    [94, 44],
    [86, 58],
    [70, 64],
    [50, 66],
    [30, 64],
    [14, 58],
    [6, 44],
    [8, 28],
    [20, 14],
    [34, 6],
  ];
  const trunk = part([
    c(44, 56),
    c(56, 56),
    [56, 78],
    [62, 86],
    c(80, 96),
    [60, 92],
    c(50, 96),
    [40, 92],
    c(20, 96),
    [38, 86],
    [44, 78],
  ]);
  const leaves =
    line([
      [26, 30],
      [34, 22],
      [42, 26],
    ]) +
    line([
      [56, 22],
      [64, 16],
      [72, 22],
    ]) +
    line([
      [20, 46],
      [28, 40],
      [36, 46],
    ]) +
    line([
      [46, 42],
      [54, 36],
      [62, 42],
    ]) +
    line([
      [66, 48],
      [74, 40],
      [82, 46],
    ]) +
    line([
      [36, 58],
      [44, 52],
      [52, 58],
    ]);
  return art(
    {
      d: trunk,
      lines:
        line(
          [
            [50, 62],
            [50, 82],
          ],
          true,
        ) +
        line([
          [46, 86],
          [36, 92],
        ]) +
        line([
          [54, 86],
          [64, 92],
        ]),
    },
    { d: scallop(crownPts, 5), lines: leaves },
    { d: '', marks: circle(44, 30, 2) + circle(60, 52, 2) + circle(30, 50, 2) },
  );
}

export function mountain(): ChargeArt {
  const outline = poly([c(2, 94), c(24, 44), c(32, 52), c(52, 8), c(70, 40), c(78, 30), c(98, 94)]);
  const snow =
    line(
      [
        [42, 30],
        [46, 34],
        [50, 28],
        [55, 34],
        [60, 28],
        [63, 30],
      ],
      true,
    ) +
    line(
      [
        [18, 58],
        [22, 60],
        [26, 54],
        [30, 58],
      ],
      true,
    ) +
    line(
      [
        [72, 44],
        [77, 48],
        [82, 42],
        [85, 46],
      ],
      true,
    );
  const rock = segments([
    [52, 8, 46, 60],
    [46, 60, 40, 94],
    [78, 30, 74, 70],
    [24, 44, 28, 80],
  ]);
  return art({ d: outline, lines: snow + rock });
}

export function garb(): ChargeArt {
  // A dense fan of ears over a band, the stalks spreading below it.
  const fan = Array.from({ length: 9 }, (_, i) => (-164 + (148 * i) / 8) * (Math.PI / 180));
  const ear = (a: number, r: number) => {
    const cx = 50 + Math.cos(a) * r;
    const cy = 54 + Math.sin(a) * r;
    return { cx, cy, deg: (a * 180) / Math.PI };
  };
  const back = fan
    .filter((_, i) => i % 2 === 1)
    .map((a) => {
      const e = ear(a, 36);
      return leaf(e.cx, e.cy, 14, 6.5, e.deg);
    })
    .join('');
  const front = fan
    .filter((_, i) => i % 2 === 0)
    .map((a) => {
      const e = ear(a, 32);
      return leaf(e.cx, e.cy, 14, 7, e.deg);
    })
    .join('');
  const earLine = (list: number[], r: number) =>
    list
      .map((a) =>
        line(
          [
            [50 + Math.cos(a) * (r - 10), 54 + Math.sin(a) * (r - 10)],
            [50 + Math.cos(a) * (r + 10), 54 + Math.sin(a) * (r + 10)],
          ],
          true,
        ),
      )
      .join('');
  const upper = poly([c(42, 52), c(58, 52), c(70, 28), c(30, 28)]);
  const stalks = poly([c(43, 58), c(57, 58), c(76, 95), c(24, 95)]);
  const stalkLines = segments([
    [47, 62, 33, 95],
    [50, 62, 43, 95],
    [50, 62, 57, 95],
    [53, 62, 67, 95],
  ]);
  return art(
    { d: stalks + upper, lines: stalkLines },
    {
      d: back,
      lines: earLine(
        fan.filter((_, i) => i % 2 === 1),
        36,
      ),
    },
    {
      d: front,
      lines: earLine(
        fan.filter((_, i) => i % 2 === 0),
        32,
      ),
    },
    { d: poly([c(37, 52), c(63, 52), c(63, 62), c(37, 62)]), lines: segments([[37, 57, 63, 57]]) },
  );
}
