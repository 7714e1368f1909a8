// More birds, by species: the swan, falcon, cock, heron, bat (the one beast here that flies), phoenix, gull, magpie
// and sparrow, each drawn in a 100 x 100 box, facing dexter (the viewer's left).
import {
  art,
  band,
  type ChargeArt,
  c,
  circle,
  flameBed,
  line,
  type Pt,
  part,
  poly,
  segments,
} from './kit.js';

export function swan(): ChargeArt {
  // Swimming, the neck in an S and the wings raised and arched over the back.
  const body = part([
    [30, 64],
    [38, 58],
    [56, 56],
    [76, 54],
    c(97, 44),
    [92, 58],
    [84, 70],
    [66, 80],
    [46, 82],
    [32, 76],
  ]);
  const neck = band(
    [
      [38, 66],
      [28, 54],
      [26, 40],
      [32, 28],
      [34, 18],
      [28, 11],
    ],
    (t) => 13 - 5 * t,
  );
  const head = part([[22, 8], [30, 6], [35, 12], [31, 17], c(22, 19), c(6, 22), [16, 16]]);
  const wing = part([
    c(46, 60),
    [44, 42],
    [50, 26],
    [62, 14],
    c(80, 8),
    [76, 18],
    c(88, 18),
    [82, 28],
    c(94, 32),
    [84, 40],
    c(92, 48),
    [78, 52],
    [64, 60],
  ]);
  const quills = segments([
    [52, 46, 76, 18],
    [56, 50, 82, 28],
    [60, 54, 84, 40],
  ]);
  const water = line([
    [14, 90],
    [26, 86],
    [38, 90],
    [50, 86],
    [62, 90],
    [74, 86],
    [86, 90],
  ]);
  return art(
    { d: body, lines: water },
    { d: neck },
    {
      d: head,
      lines: line(
        [
          [14, 18],
          [22, 16],
        ],
        true,
      ),
      marks: circle(27, 11, 1.8) + poly([c(18, 12), c(23, 9), c(23, 15)]),
    },
    { d: wing, lines: quills },
  );
}

export function falcon(): ChargeArt {
  // Close and perched on a branch: upright, the hooked beak to dexter, a dark moustache mark under the eye.
  const body = part([
    [38, 16],
    [48, 10],
    [58, 14],
    [64, 26],
    [70, 44],
    [72, 62],
    [70, 74],
    c(82, 96),
    c(66, 96),
    [58, 80],
    [48, 78],
    [38, 68],
    [32, 52],
    [32, 34],
    [34, 24],
  ]);
  const head = part([
    [34, 26],
    [32, 16],
    [38, 8],
    [48, 6],
    [56, 10],
    [58, 20],
    [50, 26],
    [42, 28],
  ]);
  const beak = part([c(34, 16), [28, 17], [25, 22], c(27, 27), [30, 23], c(35, 24)]);
  const wing = part([[46, 30], [60, 30], [70, 46], [74, 66], c(78, 86), [66, 78], [54, 60], [46, 44]]);
  const perch = band(
    [
      [10, 84],
      [50, 84],
      [90, 86],
    ],
    () => 6,
  );
  const legs =
    band(
      [
        [46, 74],
        [44, 84],
      ],
      () => 5,
    ) +
    band(
      [
        [56, 76],
        [56, 84],
      ],
      () => 5,
    );
  return art(
    { d: perch },
    {
      d: body,
      lines: segments([
        [40, 40, 44, 44],
        [38, 52, 42, 56],
        [44, 60, 48, 64],
      ]),
    },
    {
      d: legs,
      lines: segments([
        [42, 84, 36, 88],
        [46, 84, 46, 89],
        [55, 84, 50, 89],
        [58, 84, 62, 88],
      ]),
    },
    {
      d: wing,
      lines:
        line([
          [52, 40],
          [62, 56],
          [70, 78],
        ]) +
        line([
          [50, 48],
          [58, 62],
          [64, 74],
        ]),
    },
    { d: head, marks: circle(42, 15, 2.4) + poly([c(38, 18), c(42, 19), c(40, 27), c(36, 25)]) },
    { d: beak },
  );
}

export function cock(): ChargeArt {
  // Standing, comb and wattles on the head, the tail's long sickle feathers arching behind.
  const tail = part([
    [64, 46],
    [68, 26],
    [78, 10],
    c(94, 6),
    [88, 16],
    [92, 30],
    c(98, 42),
    [90, 44],
    c(92, 62),
    [82, 56],
    [76, 66],
  ]);
  const body = part([
    [30, 40],
    [40, 46],
    [58, 48],
    [72, 52],
    [76, 64],
    [68, 76],
    [52, 80],
    [38, 74],
    [28, 60],
    [26, 48],
  ]);
  const neck = part([
    [22, 20],
    [30, 14],
    [38, 20],
    [40, 32],
    [42, 46],
    [30, 50],
    [24, 36],
  ]);
  const comb = part([
    c(22, 16),
    [20, 8],
    c(24, 2),
    [28, 8],
    c(32, 4),
    [34, 10],
    c(38, 8),
    [37, 16],
    c(34, 18),
  ]);
  const wattle = part([c(22, 26), [20, 32], [22, 38], [26, 36], c(27, 28)]);
  const beak = poly([c(22, 18), c(12, 22), c(22, 26)]);
  const legs =
    band(
      [
        [46, 78],
        [44, 94],
      ],
      () => 5,
    ) +
    band(
      [
        [58, 78],
        [60, 94],
      ],
      () => 5,
    );
  return art(
    {
      d: tail,
      lines:
        line([
          [70, 46],
          [78, 26],
          [90, 14],
        ]) +
        line([
          [74, 52],
          [86, 36],
          [94, 36],
        ]),
    },
    {
      d: legs,
      lines: segments([
        [44, 94, 34, 96],
        [44, 94, 48, 98],
        [60, 94, 68, 97],
        [60, 94, 56, 98],
        [45, 86, 52, 84],
      ]),
    },
    {
      d: body,
      lines:
        line([
          [40, 58],
          [52, 66],
          [66, 62],
        ]) +
        line([
          [46, 52],
          [58, 58],
          [70, 56],
        ]),
    },
    { d: neck, marks: circle(27, 22, 2) },
    { d: comb + wattle + beak },
  );
}

export function heron(): ChargeArt {
  // Standing on one long leg, the other drawn up; a long neck, a dagger beak and a crest trailing behind.
  const body = part([[40, 44], [56, 40], [74, 46], c(92, 62), [74, 62], [60, 66], [46, 62], [38, 54]]);
  const neck = band(
    [
      [46, 46],
      [38, 36],
      [36, 26],
      [42, 16],
      [38, 8],
    ],
    (t) => 9 - 3 * t,
  );
  const head = part([
    [32, 6],
    [38, 3],
    [44, 6],
    [43, 12],
    [36, 13],
  ]);
  const beak = poly([c(34, 6), c(4, 14), c(34, 12)]);
  const crest = band(
    [
      [42, 6],
      [54, 6],
      [62, 12],
    ],
    (t) => 3 - 2.5 * t,
  );
  const leg =
    band(
      [
        [56, 64],
        [56, 82],
        [56, 96],
      ],
      () => 3.5,
    ) +
    band(
      [
        [62, 62],
        [70, 72],
        [60, 78],
      ],
      () => 3.5,
    );
  return art(
    {
      d: leg + crest,
      lines: segments([
        [56, 96, 46, 98],
        [56, 96, 66, 98],
      ]),
    },
    {
      d: body,
      lines:
        line([
          [48, 50],
          [62, 54],
          [80, 58],
        ]) +
        line([
          [52, 58],
          [66, 60],
        ]),
    },
    { d: neck },
    { d: head + beak, marks: circle(38, 8, 1.6) },
  );
}

export function bat(): ChargeArt {
  // Displayed: the wings spread, their edges scalloped between the finger bones.
  const wing: Pt[] = [
    [50, 40],
    [60, 32],
    [72, 24],
    c(86, 20),
    [92, 28],
    c(98, 40),
    [90, 42],
    c(88, 56),
    [80, 54],
    c(74, 66),
    [66, 58],
    c(56, 66),
    [52, 56],
  ];
  const flip = (pts: readonly Pt[]) =>
    pts.map((p) => (p.length === 3 ? c(100 - p[0], p[1]) : ([100 - p[0], p[1]] as Pt)));
  const bones = (sign: 1 | -1) =>
    segments(
      (
        [
          [56, 38, 86, 20],
          [58, 40, 90, 42],
          [58, 44, 80, 54],
          [56, 48, 66, 58],
        ] as [number, number, number, number][]
      ).map(
        ([a, b, x, y]) =>
          (sign > 0 ? [a, b, x, y] : [100 - a, b, 100 - x, y]) as [number, number, number, number],
      ),
    );
  const body = part([[50, 34], [56, 40], [57, 54], [53, 68], c(50, 74), [47, 68], [43, 54], [44, 40]]);
  const head = part([
    c(42, 20),
    [46, 28],
    [50, 27],
    [54, 28],
    c(58, 20),
    [60, 30],
    [57, 38],
    [50, 42],
    [43, 38],
    [40, 30],
  ]);
  return art(
    { d: part(wing) + part(flip(wing)), lines: bones(1) + bones(-1) },
    {
      d: body,
      lines: segments([
        [47, 48, 53, 48],
        [47, 56, 53, 56],
      ]),
    },
    { d: head, marks: circle(47, 33, 1.6) + circle(53, 33, 1.6) },
  );
}

export function phoenix(): ChargeArt {
  // Rising from flames, wings raised, the head turned to dexter with a crest of three plumes.
  const wing: Pt[] = [
    [54, 50],
    [58, 34],
    [66, 20],
    c(80, 4),
    [82, 16],
    c(92, 12),
    [88, 26],
    c(98, 28),
    [90, 40],
    c(96, 48),
    [80, 52],
    [66, 60],
  ];
  const flip = (pts: readonly Pt[]) =>
    pts.map((p) => (p.length === 3 ? c(100 - p[0], p[1]) : ([100 - p[0], p[1]] as Pt)));
  const body = part([
    [44, 34],
    [54, 36],
    [60, 50],
    [58, 66],
    [50, 74],
    [42, 66],
    [40, 50],
  ]);
  const head = part([[46, 36], [50, 26], [46, 18], [38, 16], c(28, 22), [36, 24], [40, 30], [40, 38]]);
  const crest =
    band(
      [
        [44, 18],
        [48, 8],
        [56, 2],
      ],
      (t) => 4 * (1 - t) + 0.3,
    ) +
    band(
      [
        [46, 20],
        [54, 14],
        [62, 12],
      ],
      (t) => 4 * (1 - t) + 0.3,
    );
  const flames = flameBed(14, 86, 98, 44, 4);
  const quills = segments([
    [60, 44, 80, 8],
    [62, 48, 88, 26],
    [62, 52, 90, 40],
    [40, 44, 20, 8],
    [38, 48, 12, 26],
    [38, 52, 10, 40],
  ]);
  return art(
    { d: part(wing) + part(flip(wing)) + crest, lines: quills },
    {
      d: body,
      lines:
        line([
          [46, 50],
          [50, 54],
          [54, 50],
        ]) +
        line([
          [46, 58],
          [50, 62],
          [54, 58],
        ]),
    },
    { d: head, marks: circle(40, 22, 1.8) },
    {
      d: flames,
      lines:
        line([
          [34, 94],
          [36, 82],
        ]) +
        line([
          [50, 96],
          [50, 78],
        ]) +
        line([
          [66, 94],
          [64, 82],
        ]),
    },
  );
}

export function gull(): ChargeArt {
  // Volant, seen from below: long bent wings in a shallow M, a small body, the head turned to dexter.
  const wing: Pt[] = [
    [54, 46],
    [62, 36],
    [74, 30],
    [86, 32],
    c(99, 44),
    [88, 44],
    [78, 42],
    [66, 50],
    [56, 62],
  ];
  const flip = (pts: readonly Pt[]) =>
    pts.map((p) => (p.length === 3 ? c(100 - p[0], p[1]) : ([100 - p[0], p[1]] as Pt)));
  const body = part([
    [50, 36],
    [57, 44],
    [58, 60],
    [54, 72],
    [50, 76],
    [46, 72],
    [42, 60],
    [43, 44],
  ]);
  const tail = part([c(44, 70), c(56, 70), c(60, 84), [50, 80], c(40, 84)]);
  const head = part([
    [50, 24],
    [56, 28],
    [57, 36],
    [50, 42],
    [44, 38],
    [43, 30],
  ]);
  const beak = poly([c(45, 29), c(34, 32), c(45, 35)]);
  return art(
    {
      d: part(wing) + part(flip(wing)),
      lines:
        line([
          [60, 46],
          [74, 36],
          [88, 36],
        ]) +
        line([
          [40, 46],
          [26, 36],
          [12, 36],
        ]),
      marks: poly([c(90, 38), c(99, 44), c(91, 44)]) + poly([c(10, 38), c(1, 44), c(9, 44)]),
    },
    { d: tail },
    { d: body },
    { d: head + beak, marks: circle(48, 31, 1.6) },
  );
}

export function magpie(): ChargeArt {
  // Perched, with its long graduated tail sloping down behind and a pale patch on the wing.
  const body = part([
    [18, 30],
    [26, 22],
    [36, 22],
    [44, 30],
    [58, 36],
    [70, 46],
    c(98, 86),
    c(90, 92),
    [70, 66],
    [58, 62],
    [42, 60],
    [30, 52],
    [24, 40],
  ]);
  const beak = poly([c(20, 27), c(6, 31), c(20, 34)]);
  const wing = part([
    [38, 36],
    [56, 38],
    [68, 48],
    [64, 56],
    [48, 56],
    [38, 48],
  ]);
  const legs =
    band(
      [
        [40, 58],
        [38, 76],
      ],
      () => 3.5,
    ) +
    band(
      [
        [48, 60],
        [48, 76],
      ],
      () => 3.5,
    );
  const perch = band(
    [
      [14, 78],
      [52, 78],
      [70, 80],
    ],
    () => 5,
  );
  return art(
    { d: perch },
    { d: legs },
    {
      d: body,
      lines: line([
        [70, 56],
        [92, 88],
      ]),
      marks: circle(27, 28, 2),
    },
    {
      d: wing,
      lines: line([
        [42, 46],
        [54, 48],
        [64, 52],
      ]),
    },
    { d: beak },
  );
}

export function sparrow(): ChargeArt {
  // A small plump songbird on a twig, tail cocked, a short thick beak.
  const body = part([
    [26, 36],
    [34, 26],
    [46, 24],
    [54, 30],
    [64, 40],
    [74, 38],
    c(94, 26),
    c(90, 40),
    [76, 54],
    [64, 64],
    [48, 70],
    [34, 64],
    [26, 52],
  ]);
  const beak = poly([c(28, 32), c(16, 36), c(28, 40)]);
  const wing = part([
    [44, 42],
    [60, 40],
    [74, 46],
    [66, 58],
    [50, 62],
    [42, 54],
  ]);
  const twig =
    band(
      [
        [8, 82],
        [50, 80],
        [92, 84],
      ],
      () => 5,
    ) +
    band(
      [
        [70, 82],
        [80, 92],
      ],
      () => 3,
    );
  const legs =
    band(
      [
        [44, 68],
        [42, 80],
      ],
      () => 3,
    ) +
    band(
      [
        [52, 68],
        [54, 80],
      ],
      () => 3,
    );
  return art(
    { d: twig },
    { d: legs },
    { d: body, marks: circle(34, 33, 2.2) },
    {
      d: wing,
      lines:
        line([
          [50, 48],
          [60, 48],
          [70, 48],
        ]) +
        line([
          [48, 54],
          [62, 54],
        ]),
    },
    { d: beak },
  );
}
