// Beasts, facing dexter (the viewer's left) as heraldry draws them: the lion, dragon and griffin rampant, the
// wolf, bear, boar and stag walking, the horse rearing and the fox sitting, each drawn in a 100 x 100 box.
import { scallop } from '../../../../art/path.js';
import { art, type ChargeArt, c, circle, limb, line, type Pt, part, poly, segments } from './kit.js';

/** Three claws at a paw: short ink strokes fanning from (x, y) toward `dir` degrees. */
function claws(x: number, y: number, dir: number, spread = 22, len = 5): string {
  return [-spread, 0, spread]
    .map((d) => {
      const a = ((dir + d) * Math.PI) / 180;
      return line(
        [
          [x, y],
          [x + Math.cos(a) * len, y + Math.sin(a) * len],
        ],
        true,
      );
    })
    .join('');
}

/** A tufted tail end, as a lion's or griffin's. */
function tuft(x: number, y: number): string {
  return part([
    c(x, y - 9),
    [x + 3, y - 3],
    c(x + 8, y - 5),
    [x + 4, y + 1],
    c(x + 7, y + 6),
    [x, y + 4],
    c(x - 6, y + 5),
    [x - 3, y - 1],
    c(x - 6, y - 6),
    [x - 1, y - 3],
  ]);
}

/** A round paw with three hooked claws reaching toward `dir` degrees. */
function paw(x: number, y: number, r: number, dir: number): string {
  const hooks = [-34, 0, 34]
    .map((d) => {
      const a = ((dir + d) * Math.PI) / 180;
      const bx = x + Math.cos(a) * r * 0.8;
      const by = y + Math.sin(a) * r * 0.8;
      const tx = x + Math.cos(a) * r * 1.65;
      const ty = y + Math.sin(a) * r * 1.65;
      // Hooked downward at the tip.
      return limb(
        [
          [bx, by],
          [(bx + tx) / 2, (by + ty) / 2 - 0.4],
          [tx, ty + r * 0.35],
        ],
        r * 0.55,
        0,
      );
    })
    .join('');
  return hooks + circle(x, y, r);
}

export function lion(): ChargeArt {
  // Built back to front from overlapping parts, so each part's outline reads as line work over the one behind.
  const tail = limb(
    [
      [68, 64],
      [82, 70],
      [91, 60],
      [86, 46],
      [90, 34],
    ],
    6.5,
    3.5,
  );
  const farHind = limb(
    [
      [58, 68],
      [46, 72],
      [38, 80],
      [29, 82],
    ],
    13,
    8,
  );
  const torso = part([
    [36, 36],
    [31, 46],
    [36, 58],
    [46, 68],
    [58, 74],
    [70, 70],
    [72, 58],
    [64, 46],
    [58, 34],
    [48, 28],
  ]);
  const nearHind = part([
    [56, 60],
    [68, 60],
    [76, 70],
    [74, 80],
    [68, 86],
    [66, 92],
    c(66, 98),
    [56, 98],
    c(47, 98),
    [49, 93],
    [57, 91],
    [58, 84],
    [55, 76],
    [52, 68],
  ]);
  const farFore = limb(
    [
      [46, 42],
      [36, 40],
      [26, 32],
    ],
    10,
    7.5,
  );
  const nearFore = limb(
    [
      [48, 52],
      [36, 54],
      [24, 48],
    ],
    11.5,
    8.5,
  );
  // The mane: a mass of rounded locks behind the head and down the chest, each lock a bulge of the outline.
  const maneRing: Pt[] = [];
  for (let i = 0; i <= 10; i++) {
    const a = ((-150 + (245 * i) / 10) * Math.PI) / 180;
    maneRing.push([31 + Math.cos(a) * 22, 23 + Math.sin(a) * 22]);
  }
  maneRing.push([34, 42], [26, 34]);
  const mane = scallop(maneRing, 4.5);
  const head = part([
    [24, 6],
    [16, 8],
    [10, 11],
    c(6, 14),
    [7, 19],
    c(17, 22),
    c(8, 26),
    [10, 31],
    [18, 33],
    [26, 31],
    [32, 24],
    [32, 14],
  ]);
  const tongue = part([c(16, 22), [9, 22.5], c(3, 25), [9, 25], [14, 24]]);
  const maneLines = [-110, -70, -30, 10, 50]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      const b = ((deg + 18) * Math.PI) / 180;
      return line([
        [31 + Math.cos(a) * 13, 23 + Math.sin(a) * 13],
        [31 + Math.cos((a + b) / 2) * 18, 23 + Math.sin((a + b) / 2) * 18],
        [31 + Math.cos(b) * 21, 23 + Math.sin(b) * 21],
      ]);
    })
    .join('');
  return art(
    { d: tail + tuft(91, 28) },
    { d: farHind + paw(28, 82, 5, 185) },
    {
      d: torso,
      lines: line([
        [44, 56],
        [52, 61],
        [58, 59],
      ]),
    },
    {
      d: nearHind,
      lines:
        line([
          [66, 70],
          [68, 78],
          [64, 84],
        ]) + segments([[52, 98, 52, 94]]),
    },
    { d: mane, lines: maneLines },
    { d: farFore + paw(23, 29, 5, 215) },
    { d: nearFore + paw(20, 46, 5.5, 205) },
    { d: tongue },
    {
      d: head + circle(26, 6, 3.5),
      lines:
        line([
          [17, 22],
          [22, 20],
          [24, 16],
        ]) +
        line([
          [13, 10],
          [20, 11],
        ]) +
        segments([
          [8, 26, 9, 23],
          [11, 25, 11, 23],
        ]),
      marks: circle(18, 14, 2.2) + circle(7, 15, 1.3),
    },
  );
}

export function dragon(): ChargeArt {
  // Segreant: rearing on its hind legs, bat wings raised, jaws open, the tail ending in a barb.
  const wing: Pt[] = [
    [52, 36],
    [58, 22],
    [70, 11],
    c(97, 2),
    [90, 15],
    c(99, 28),
    [88, 31],
    c(94, 45),
    [82, 43],
    c(76, 55),
    [64, 46],
  ];
  const farWing = wing.map((p) => (p.length === 3 ? c(p[0] - 14, p[1] + 3) : ([p[0] - 14, p[1] + 3] as Pt)));
  const fingers = segments([
    [70, 11, 90, 15],
    [70, 11, 88, 31],
    [70, 11, 82, 43],
    [66, 20, 76, 55],
  ]);
  const tail = limb(
    [
      [66, 66],
      [82, 72],
      [92, 84],
      [86, 94],
      [74, 92],
    ],
    10,
    2,
  );
  const barb = poly([c(78, 86), c(66, 90), c(76, 98)]);
  const farHind = limb(
    [
      [58, 68],
      [46, 74],
      [38, 82],
      [29, 84],
    ],
    12,
    7,
  );
  const torso = part([
    [40, 34],
    [33, 46],
    [37, 58],
    [46, 68],
    [58, 74],
    [70, 70],
    [72, 58],
    [64, 46],
    [56, 34],
    [48, 28],
  ]);
  const spines = poly([
    c(46, 26),
    c(50, 19),
    c(53, 30),
    c(58, 26),
    c(59, 38),
    c(65, 36),
    c(64, 48),
    c(70, 48),
    c(68, 58),
    c(60, 50),
  ]);
  const nearHind = part([
    [56, 60],
    [68, 60],
    [76, 70],
    [74, 80],
    [68, 86],
    [66, 92],
    c(66, 98),
    [56, 98],
    c(47, 98),
    [49, 93],
    [57, 91],
    [58, 84],
    [55, 76],
    [52, 68],
  ]);
  const farFore = limb(
    [
      [46, 42],
      [36, 40],
      [26, 34],
    ],
    8,
    6,
  );
  const nearFore = limb(
    [
      [48, 52],
      [36, 54],
      [24, 48],
    ],
    9,
    7,
  );
  const head = part([
    [4, 21],
    [10, 17],
    [18, 13],
    [26, 11],
    c(40, 1),
    [33, 12],
    [40, 17],
    [47, 27],
    [52, 38],
    [42, 42],
    [36, 35],
    [27, 31],
    [18, 31],
    c(6, 34),
    [12, 30],
    c(19, 26),
    [10, 26],
    c(3, 26),
  ]);
  const teeth = segments([
    [6, 26, 7, 28],
    [10, 26, 11, 28],
    [14, 26, 15, 28],
    [9, 31, 10, 29],
    [13, 30, 14, 28],
  ]);
  return art(
    { d: part(farWing, 0.8) },
    {
      d: tail + barb,
      lines: line([
        [72, 72],
        [84, 78],
        [88, 86],
      ]),
    },
    { d: spines },
    { d: farHind + paw(28, 84, 4.5, 185) },
    {
      d: torso,
      lines: segments([
        [40, 50, 46, 52],
        [42, 56, 48, 58],
        [45, 62, 51, 64],
      ]),
    },
    {
      d: nearHind,
      lines: line([
        [66, 70],
        [68, 78],
        [64, 84],
      ]),
    },
    { d: farFore + paw(24, 33, 4, 205) },
    { d: nearFore + paw(21, 46, 4.8, 200) },
    {
      d: head,
      lines:
        teeth +
        line([
          [22, 12],
          [30, 6],
        ]) +
        line([
          [26, 30],
          [34, 36],
        ]),
      marks: circle(21, 17, 2.1) + circle(7, 21, 1.2),
    },
    { d: part(wing, 0.8), lines: fingers },
  );
}

export function griffin(): ChargeArt {
  // Segreant: an eagle's head, wings and taloned forelegs on a lion's hindquarters, rearing to dexter.
  const wing: Pt[] = [
    [52, 34],
    [56, 20],
    [64, 10],
    [76, 3],
    c(96, 3),
    [88, 12],
    c(98, 18),
    [88, 24],
    c(96, 32),
    [86, 36],
    c(92, 46),
    [80, 46],
    c(82, 56),
    [68, 48],
  ];
  const farWing = wing.map((p) => (p.length === 3 ? c(p[0] - 14, p[1] + 2) : ([p[0] - 14, p[1] + 2] as Pt)));
  const tail = limb(
    [
      [68, 64],
      [82, 70],
      [91, 60],
      [88, 46],
      [92, 36],
    ],
    6,
    3.5,
  );
  const farHind = limb(
    [
      [58, 68],
      [46, 72],
      [38, 80],
      [29, 82],
    ],
    13,
    8,
  );
  const torso = part([
    [38, 34],
    [32, 46],
    [36, 58],
    [46, 68],
    [58, 74],
    [70, 70],
    [72, 58],
    [64, 46],
    [56, 34],
    [48, 28],
  ]);
  const nearHind = part([
    [56, 60],
    [68, 60],
    [76, 70],
    [74, 80],
    [68, 86],
    [66, 92],
    c(66, 98),
    [56, 98],
    c(47, 98),
    [49, 93],
    [57, 91],
    [58, 84],
    [55, 76],
    [52, 68],
  ]);
  const talonLeg = (pts: Pt[]) => limb(pts, 8, 4.5);
  const farFore = talonLeg([
    [46, 42],
    [36, 41],
    [27, 37],
  ]);
  const nearFore = talonLeg([
    [44, 52],
    [34, 54],
    [25, 51],
  ]);
  const head = part([
    [46, 34],
    [44, 22],
    [40, 14],
    c(42, 2),
    [34, 10],
    [28, 9],
    [20, 12],
    [14, 18],
    c(10, 27),
    [16, 24],
    [22, 24],
    [28, 28],
    [34, 34],
    [38, 40],
  ]);
  const feathers = segments([
    [64, 14, 88, 12],
    [62, 22, 88, 24],
    [62, 30, 86, 36],
    [62, 38, 80, 46],
  ]);
  return art(
    { d: part(farWing, 0.8) },
    { d: tail + tuft(92, 30) },
    { d: farHind + paw(28, 82, 5, 185) },
    {
      d: torso,
      lines: line([
        [44, 56],
        [52, 61],
        [58, 59],
      ]),
    },
    {
      d: nearHind,
      lines: line([
        [66, 70],
        [68, 78],
        [64, 84],
      ]),
    },
    { d: farFore + paw(25, 36, 4, 200) },
    { d: nearFore + paw(23, 50, 4.5, 195) },
    { d: part(wing, 0.8), lines: feathers },
    {
      d: head,
      lines:
        line([
          [14, 18],
          [20, 19],
          [24, 22],
        ]) +
        line([
          [30, 16],
          [36, 22],
          [38, 30],
        ]),
      marks: circle(27, 15, 2.1),
    },
  );
}

export function wolf(): ChargeArt {
  // Walking, head up and jaws parted, the brush hanging in a curve.
  const tail = limb(
    [
      [80, 40],
      [90, 46],
      [95, 60],
      [93, 74],
      [97, 86],
    ],
    9,
    4,
  );
  const farFore = limb(
    [
      [42, 56],
      [46, 72],
      [44, 90],
    ],
    7,
    5,
  );
  const farHind = limb(
    [
      [72, 56],
      [80, 70],
      [74, 90],
    ],
    9,
    5,
  );
  const torso = part([
    [30, 40],
    [42, 33],
    [60, 35],
    [76, 34],
    [86, 42],
    [84, 54],
    [68, 58],
    [52, 58],
    [36, 58],
    [28, 52],
  ]);
  const nearHind = part([
    [68, 42],
    [82, 40],
    [88, 52],
    [84, 64],
    [86, 78],
    [88, 88],
    c(92, 94),
    c(80, 94),
    [79, 86],
    [77, 74],
    [70, 60],
  ]);
  const nearFore = part([
    [30, 48],
    [38, 50],
    [36, 66],
    [35, 80],
    [36, 88],
    c(38, 94),
    c(25, 94),
    [28, 88],
    [30, 76],
    [30, 62],
  ]);
  const head = part([
    [46, 36],
    [40, 26],
    [36, 20],
    c(34, 6),
    [29, 16],
    [22, 19],
    [14, 22],
    [7, 24],
    c(3, 27),
    [7, 30],
    c(16, 31),
    c(6, 34),
    [12, 37],
    [20, 38],
    [26, 44],
    [30, 52],
    [38, 48],
  ]);
  const ruff = line(
    [
      [34, 30],
      [38, 36],
      [34, 40],
      [38, 46],
    ],
    true,
  );
  return art(
    {
      d: tail,
      lines: line([
        [88, 50],
        [92, 62],
        [90, 74],
      ]),
    },
    { d: farFore + farHind },
    {
      d: torso,
      lines: line([
        [50, 44],
        [58, 50],
        [66, 50],
      ]),
    },
    {
      d: nearHind,
      lines:
        line([
          [76, 48],
          [80, 58],
          [78, 66],
        ]) + segments([[80, 90, 88, 90]]),
    },
    { d: nearFore, lines: segments([[27, 90, 37, 90]]) },
    {
      d: head + part([c(38, 8), [42, 20], [38, 24]]),
      lines:
        ruff +
        line(
          [
            [3, 27],
            [10, 28],
            [16, 31],
          ],
          true,
        ) +
        line([
          [31, 14],
          [32, 19],
        ]),
      marks: circle(21, 25, 1.9),
    },
  );
}

export function bear(): ChargeArt {
  const body: Pt[] = [
    c(3, 52),
    [9, 46],
    [18, 40],
    [28, 36],
    [40, 26],
    [54, 24],
    [70, 28],
    [84, 34],
    [92, 42],
    c(96, 46),
    [93, 52],
    [94, 64],
    [92, 78],
    [94, 88],
    c(96, 94),
    c(76, 94),
    [78, 86],
    [76, 76],
    [68, 72],
    [54, 73],
    [46, 74],
    [46, 86],
    c(48, 94),
    c(28, 94),
    [30, 84],
    [28, 72],
    [22, 64],
    [14, 62],
    c(6, 58),
  ];
  const farFore = limb(
    [
      [52, 70],
      [54, 82],
      [56, 94],
    ],
    12,
    10,
  );
  const farHind = limb(
    [
      [74, 68],
      [70, 82],
      [68, 94],
    ],
    12,
    10,
  );
  return art(
    { d: farFore + farHind },
    { d: circle(27, 36, 5.5) },
    {
      d: part(body, 0.85),
      lines:
        line([
          [40, 34],
          [46, 42],
          [44, 52],
        ]) +
        line([
          [80, 44],
          [84, 56],
          [80, 66],
        ]) +
        line([
          [4, 55],
          [10, 56],
        ]) +
        claws(30, 94, 200, 18, 4) +
        claws(78, 94, 200, 18, 4),
      marks: circle(17, 47, 2) + circle(4, 51, 1.6),
    },
  );
}

export function boar(): ChargeArt {
  const body: Pt[] = [
    c(3, 47),
    c(4, 56),
    [12, 60],
    [20, 66],
    [30, 72],
    [34, 80],
    c(35, 92),
    c(41, 92),
    [42, 80],
    [48, 76],
    [64, 76],
    [76, 74],
    [80, 80],
    c(82, 92),
    c(88, 92),
    [88, 78],
    [92, 66],
    [94, 52],
    [88, 42],
    c(80, 36),
    [76, 32],
    c(72, 24),
    [68, 30],
    c(62, 22),
    [58, 29],
    c(52, 21),
    [48, 28],
    c(42, 22),
    [40, 30],
    c(34, 26),
    [33, 33],
    c(28, 24),
    [25, 34],
    [16, 40],
  ];
  const farLegs =
    limb(
      [
        [46, 74],
        [48, 84],
        [50, 92],
      ],
      6,
      5,
    ) +
    limb(
      [
        [72, 74],
        [70, 84],
        [70, 92],
      ],
      6,
      5,
    );
  const tusk = limb(
    [
      [14, 58],
      [12, 50],
      [16, 44],
    ],
    4,
    0,
  );
  const tail = limb(
    [
      [92, 52],
      [98, 50],
      [97, 58],
      [93, 56],
    ],
    2.5,
    1.5,
  );
  return art(
    { d: farLegs + tail },
    {
      d: part(body, 0.85),
      lines:
        line([
          [30, 40],
          [34, 52],
          [32, 64],
        ]) +
        line([
          [80, 50],
          [84, 62],
          [82, 72],
        ]) +
        segments([
          [35, 88, 41, 88],
          [82, 88, 88, 88],
        ]) +
        line([
          [4, 54],
          [12, 56],
        ]),
      marks: circle(20, 44, 2) + circle(5, 51, 1.3),
    },
    { d: tusk },
  );
}

export function stag(): ChargeArt {
  const body: Pt[] = [
    c(5, 42),
    [10, 37],
    [18, 33],
    [26, 34],
    [32, 42],
    [40, 52],
    [56, 54],
    [74, 54],
    [86, 56],
    c(91, 53),
    [90, 60],
    [90, 68],
    [86, 76],
    [86, 88],
    c(87, 97),
    c(82, 97),
    [80, 86],
    [80, 76],
    [74, 70],
    [56, 72],
    [42, 72],
    [40, 80],
    [39, 90],
    c(40, 97),
    c(35, 97),
    [34, 88],
    [33, 76],
    [30, 66],
    [24, 56],
    [18, 48],
    c(9, 46),
  ];
  const beam = (pts: Pt[], tines: Pt[][]) =>
    limb(pts, 3.5, 1.5) + tines.map((t) => limb(t, 2.6, 0.6)).join('');
  const near = beam(
    [
      [20, 33],
      [14, 20],
      [16, 6],
    ],
    [
      [
        [15, 22],
        [5, 16],
      ],
      [
        [14, 12],
        [6, 6],
      ],
      [
        [16, 24],
        [22, 14],
      ],
    ],
  );
  const far = beam(
    [
      [25, 32],
      [34, 20],
      [38, 6],
    ],
    [
      [
        [33, 22],
        [44, 18],
      ],
      [
        [36, 13],
        [46, 8],
      ],
    ],
  );
  const farLegs =
    limb(
      [
        [44, 70],
        [50, 82],
        [44, 90],
      ],
      5,
      4,
    ) +
    limb(
      [
        [76, 70],
        [74, 84],
        [76, 97],
      ],
      5,
      4,
    );
  return art(
    { d: far + farLegs },
    {
      d: part(body, 0.85),
      lines:
        line([
          [30, 46],
          [36, 56],
          [34, 64],
        ]) +
        line([
          [80, 60],
          [82, 68],
        ]),
      marks: circle(16, 38, 1.9),
    },
    { d: near + part([c(22, 32), [27, 25], c(32, 24), [29, 31]]) },
  );
}

export function horse(): ChargeArt {
  // Rearing: hind legs planted, forelegs pawing the air, the neck arched and the tail streaming.
  const tail = limb(
    [
      [76, 56],
      [88, 60],
      [93, 74],
      [88, 90],
    ],
    9,
    3,
  );
  const farFore = limb(
    [
      [40, 40],
      [28, 34],
      [24, 44],
    ],
    7,
    6,
  );
  const farHind = limb(
    [
      [64, 62],
      [58, 78],
      [58, 95],
    ],
    8,
    6,
  );
  const torso = part([
    [36, 36],
    [46, 30],
    [60, 40],
    [74, 50],
    [80, 62],
    [72, 70],
    [58, 66],
    [44, 58],
    [34, 48],
  ]);
  const nearHind = part([
    [66, 52],
    [78, 54],
    [82, 66],
    [78, 76],
    [77, 88],
    c(79, 96),
    c(68, 96),
    [69, 88],
    [68, 76],
    [64, 66],
  ]);
  const nearFore = limb(
    [
      [38, 48],
      [26, 46],
      [20, 54],
      [16, 58],
    ],
    8,
    6,
  );
  const hoof = part([c(12, 55), c(19, 52), c(21, 61), c(14, 63)]);
  const head = part([
    [44, 32],
    [38, 22],
    [32, 12],
    c(30, 3),
    [26, 9],
    [20, 10],
    [12, 16],
    [6, 24],
    c(5, 30),
    [10, 32],
    [16, 28],
    [24, 24],
    [30, 28],
    [34, 38],
    [40, 42],
  ]);
  const mane = part([
    [30, 8],
    c(38, 10),
    [36, 14],
    c(44, 18),
    [41, 22],
    c(49, 28),
    [45, 31],
    c(52, 36),
    [44, 34],
    [34, 20],
  ]);
  return art(
    {
      d: tail,
      lines: line([
        [82, 60],
        [88, 72],
        [86, 86],
      ]),
    },
    { d: farFore + farHind + part([c(19, 42), c(26, 42), c(25, 50), c(19, 49)]) },
    {
      d: torso,
      lines: line([
        [48, 46],
        [58, 54],
        [64, 56],
      ]),
    },
    { d: nearHind, lines: segments([[68, 92, 78, 92]]) },
    { d: nearFore + hoof },
    { d: mane },
    {
      d: head,
      lines:
        line([
          [6, 27],
          [11, 28],
        ]) +
        line([
          [24, 24],
          [20, 20],
          [18, 14],
        ]),
      marks: circle(19, 15, 1.9) + circle(8, 26, 1.2),
    },
  );
}

export function fox(): ChargeArt {
  // Sitting upright, ears pricked, the great brush curled round its feet.
  const farFore = limb(
    [
      [42, 50],
      [42, 72],
      [42, 92],
    ],
    7,
    6,
  );
  const torso = part([
    [30, 36],
    [42, 32],
    [54, 40],
    [64, 54],
    [72, 70],
    [72, 84],
    [64, 94],
    [48, 94],
    [40, 84],
    [34, 64],
    [28, 48],
  ]);
  const haunch = part([
    [50, 66],
    [62, 60],
    [72, 70],
    [72, 86],
    [64, 94],
    c(44, 95),
    c(44, 90),
    [52, 88],
    [50, 78],
  ]);
  const nearFore = part([
    [28, 46],
    [36, 48],
    [36, 66],
    [35, 84],
    [36, 90],
    c(38, 95),
    c(26, 95),
    [29, 88],
    [29, 70],
    [27, 56],
  ]);
  const head = part([
    [40, 30],
    [38, 22],
    c(40, 4),
    [32, 12],
    [26, 14],
    c(24, 2),
    [19, 14],
    [14, 20],
    [8, 24],
    c(3, 27),
    [8, 30],
    [16, 32],
    [24, 36],
    [30, 42],
  ]);
  const tail = limb(
    [
      [70, 82],
      [60, 93],
      [40, 94],
      [20, 90],
      [9, 81],
      [10, 68],
    ],
    14,
    5,
  );
  return art(
    { d: farFore },
    {
      d: torso,
      lines: line([
        [36, 44],
        [42, 50],
        [40, 56],
      ]),
    },
    {
      d: haunch,
      lines: line([
        [56, 70],
        [60, 78],
        [58, 86],
      ]),
    },
    { d: nearFore, lines: segments([[27, 91, 37, 91]]) },
    {
      d: head,
      lines:
        line([
          [26, 9],
          [27, 16],
        ]) +
        line([
          [35, 9],
          [34, 17],
        ]) +
        line([
          [3, 27],
          [12, 29],
        ]),
      marks: circle(17, 23, 1.9),
    },
    {
      d: tail,
      lines:
        line([
          [13, 84],
          [10, 76],
          [13, 72],
        ]) +
        line([
          [48, 94],
          [34, 95],
          [22, 91],
        ]),
    },
  );
}
