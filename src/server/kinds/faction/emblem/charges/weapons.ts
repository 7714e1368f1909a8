// Arms and the smithy: the sword, dagger, axe, spear, bow, hammer and anvil, each drawn in a 100 x 100 box.
import {
  art,
  type ChargeArt,
  c,
  circle,
  flipX,
  limb,
  line,
  type Pt,
  part,
  poly,
  rect,
  segments,
  sym,
  symPoly,
} from './kit.js';

export function sword(): ChargeArt {
  const blade = symPoly([c(50, 2), c(56, 12), c(56.5, 64), c(50, 64)]);
  const guard = sym([[50, 62], c(78, 62), c(86, 58), c(87, 72), c(78, 69), [50, 69]]);
  const grip = rect(45.5, 70, 9, 16);
  return art(
    {
      d: blade,
      lines: line(
        [
          [50, 14],
          [50, 60],
        ],
        true,
      ),
    },
    {
      d: grip,
      lines: segments([
        [45.5, 74, 54.5, 77],
        [45.5, 79, 54.5, 82],
      ]),
    },
    { d: guard },
    { d: circle(50, 91, 6.5) },
  );
}

export function dagger(): ChargeArt {
  const blade = sym([[50, 40], c(60, 41), [60, 56], [57, 74], c(50, 98)]);
  const guard = sym([[50, 33], c(68, 33), [76, 30], c(82, 36), [76, 40], c(66, 41), [50, 41]]);
  const grip = sym([[50, 13], c(55, 14), [56.5, 24], c(55, 33), [50, 33]]);
  return art(
    {
      d: blade,
      lines: line(
        [
          [50, 44],
          [50, 84],
        ],
        true,
      ),
    },
    {
      d: grip,
      lines: segments([
        [44.5, 18, 55.5, 21],
        [44, 23, 56, 26],
        [44.5, 28, 55.5, 31],
      ]),
    },
    { d: guard },
    { d: circle(50, 9, 7) + circle(50, 9, 3, true) },
  );
}

export function axe(): ChargeArt {
  const haft = limb(
    [
      [50, 8],
      [50, 50],
      [50, 97],
    ],
    9,
    8,
  );
  // Two crescent blades either side of the haft's head.
  const blade: Pt[] = [
    [54, 22],
    [66, 18],
    [80, 10],
    c(90, 6),
    [96, 24],
    [97, 38],
    [94, 52],
    c(90, 64),
    [78, 54],
    [66, 48],
    [54, 44],
  ];
  const edge = line([
    [88, 12],
    [92, 26],
    [92, 40],
    [88, 56],
  ]);
  return art(
    {
      d: haft,
      lines: segments([
        [45.5, 66, 54.5, 70],
        [45.5, 72, 54.5, 76],
        [45.5, 78, 54.5, 82],
      ]),
    },
    {
      d: part(blade, 0.9) + part(flipX(blade), 0.9),
      lines:
        edge +
        line(
          flipX([
            [88, 12],
            [92, 26],
            [92, 40],
            [88, 56],
          ]),
        ),
    },
    {
      d:
        poly([
          [44, 16],
          [56, 16],
          [57, 50],
          [43, 50],
        ]) + circle(50, 9, 5),
      lines: segments([
        [44, 26, 56, 26],
        [44, 40, 56, 40],
      ]),
    },
  );
}

export function spear(): ChargeArt {
  const head = sym([c(50, 2), [56, 12], [61, 24], [59, 34], c(54, 40), c(50, 40)]);
  const shaft = rect(46.5, 40, 7, 57);
  const lugs = sym([[50, 42], c(64, 42), c(60, 48), [50, 48]]);
  return art(
    {
      d: shaft,
      lines: segments([
        [46.5, 70, 53.5, 74],
        [46.5, 76, 53.5, 80],
      ]),
    },
    { d: lugs },
    {
      d: head,
      lines:
        line(
          [
            [50, 6],
            [50, 38],
          ],
          true,
        ) +
        line([
          [46, 20],
          [50, 32],
          [54, 20],
        ]),
    },
  );
}

export function bow(): ChargeArt {
  const limbCurve: Pt[] = [
    [30, 4],
    [48, 14],
    [60, 32],
    [63, 50],
    [60, 68],
    [48, 86],
    [30, 96],
  ];
  const stave = part([
    c(29, 3),
    [49, 12],
    [62, 30],
    [67, 50],
    [62, 70],
    [49, 88],
    c(29, 97),
    [45, 85],
    [55, 68],
    [58, 50],
    [55, 32],
    [45, 15],
  ]);
  const shaft = rect(8, 48.5, 80, 3);
  const head = poly([c(86, 44), c(98, 50), c(86, 56)]);
  const fletch =
    poly([c(6, 44), c(20, 44), c(24, 49), c(8, 49)]) + poly([c(6, 56), c(20, 56), c(24, 51), c(8, 51)]);
  return art(
    {
      d: '',
      lines: line(
        [
          [30, 4],
          [30, 96],
        ],
        true,
      ),
    },
    {
      d: stave,
      lines:
        segments([
          [58, 44, 67, 45],
          [58, 56, 67, 55],
        ]) + line(limbCurve.slice(2, 5)),
    },
    { d: shaft + fletch + head },
  );
}

export function hammer(): ChargeArt {
  const handle = rect(45, 34, 10, 62);
  const head = poly([c(14, 14), c(56, 12), c(58, 36), c(14, 34)]);
  const peen = poly([c(56, 14), c(86, 19), c(92, 24), c(86, 29), c(56, 33)]);
  return art(
    {
      d: handle,
      lines: segments([
        [45, 74, 55, 78],
        [45, 80, 55, 84],
        [45, 86, 55, 90],
      ]),
    },
    { d: peen },
    {
      d: head,
      lines: segments([
        [22, 13.5, 22, 34.5],
        [48, 12.5, 48, 35.5],
      ]),
    },
  );
}

export function anvil(): ChargeArt {
  const body: Pt[] = [
    c(2, 32),
    [14, 30],
    c(26, 28),
    c(92, 28),
    c(92, 42),
    [76, 44],
    [66, 50],
    [64, 62],
    c(68, 68),
    c(82, 70),
    c(86, 86),
    c(14, 86),
    c(18, 70),
    c(32, 68),
    [36, 62],
    [34, 50],
    [26, 44],
    [18, 40],
  ];
  return art(
    {
      d: part(body, 0.9),
      lines:
        line(
          [
            [26, 34],
            [92, 34],
          ],
          true,
        ) +
        line(
          [
            [34, 68],
            [66, 68],
          ],
          true,
        ),
    },
    { d: rect(24, 86, 52, 6) },
  );
}
