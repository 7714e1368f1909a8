// Creatures of shore, sea and undergrowth: the crab, scorpion, frog, butterfly, moth, dolphin, octopus, salamander,
// tortoise, eel and scarab, each drawn in a 100 x 100 box (seen from above where heraldry shows them so).
import {
  art,
  band,
  type ChargeArt,
  c,
  circle,
  ellipse,
  flameBed,
  line,
  ovalAt,
  type Pt,
  part,
  poly,
  segments,
} from './kit.js';

const mirror = (pts: readonly Pt[]): Pt[] =>
  pts.map((p) => (p.length === 3 ? c(100 - p[0], p[1]) : ([100 - p[0], p[1]] as Pt)));
/** A jointed leg as a thin band through its joints, mirrored for the other side when `both`. */
const jointed = (pts: Pt[], w: number, both = true): string =>
  band(pts, (t) => w * (1 - 0.5 * t)) + (both ? band(mirror(pts), (t) => w * (1 - 0.5 * t)) : '');

export function crab(): ChargeArt {
  const shell = part([
    [50, 38],
    [66, 40],
    [78, 48],
    [82, 58],
    [76, 68],
    [62, 74],
    [50, 75],
    [38, 74],
    [24, 68],
    [18, 58],
    [22, 48],
    [34, 40],
  ]);
  const legs = (
    [
      [
        [70, 62],
        [86, 66],
        [94, 78],
      ],
      [
        [68, 66],
        [80, 74],
        [84, 88],
      ],
      [
        [62, 70],
        [70, 80],
        [70, 94],
      ],
    ] satisfies Pt[][]
  )
    .map((pts) => jointed(pts, 5))
    .join('');
  const arm = (sign: 1 | -1) =>
    jointed(
      (sign > 0
        ? [
            [64, 42],
            [76, 32],
            [78, 22],
          ]
        : mirror([
            [64, 42],
            [76, 32],
            [78, 22],
          ])) as Pt[],
      6,
      false,
    );
  const claw = (sign: 1 | -1) => {
    const pts: Pt[] = [
      [76, 24],
      [70, 16],
      [70, 6],
      c(76, 2),
      [78, 10],
      c(82, 12),
      [86, 4],
      c(92, 6),
      [92, 16],
      [86, 24],
    ];
    return part(sign > 0 ? pts : mirror(pts));
  };
  return art(
    { d: legs + arm(1) + arm(-1) },
    { d: claw(1) + claw(-1) },
    {
      d: shell,
      lines: line([
        [30, 56],
        [50, 62],
        [70, 56],
      ]),
      marks: circle(42, 40, 2.6) + circle(58, 40, 2.6),
    },
    {
      d:
        band(
          [
            [42, 42],
            [42, 34],
          ],
          () => 2,
        ) +
        band(
          [
            [58, 42],
            [58, 34],
          ],
          () => 2,
        ),
    },
  );
}

export function scorpion(): ChargeArt {
  // Seen from above, head down: the pincers forward, the segmented tail curled up over the back to its sting.
  const head = part([
    [50, 52],
    [60, 56],
    [62, 66],
    [56, 74],
    [50, 76],
    [44, 74],
    [38, 66],
    [40, 56],
  ]);
  const segs = [44, 36, 28, 20].map((y, i) => ellipse(50, y, 8 - i, 5)).join('');
  const tail = band(
    [
      [50, 18],
      [56, 8],
      [68, 6],
      [74, 14],
      [72, 22],
    ],
    (t) => 8 - 4 * t,
  );
  const sting = poly([c(70, 20), c(78, 20), c(70, 32)]);
  const legs = (
    [
      [
        [58, 60],
        [72, 52],
        [80, 42],
      ],
      [
        [60, 64],
        [74, 62],
        [86, 56],
      ],
      [
        [60, 68],
        [74, 72],
        [84, 78],
      ],
      [
        [56, 72],
        [66, 80],
        [72, 90],
      ],
    ] satisfies Pt[][]
  )
    .map((pts) => jointed(pts, 4))
    .join('');
  const arm = (sign: 1 | -1) => {
    const pts: Pt[] = [
      [54, 74],
      [66, 82],
      [72, 88],
    ];
    return band(sign > 0 ? pts : mirror(pts), () => 5);
  };
  const pincer = (sign: 1 | -1) => {
    const pts: Pt[] = [[70, 84], [80, 84], [86, 92], c(84, 100), [80, 94], c(76, 98), [70, 94]];
    return part(sign > 0 ? pts : mirror(pts));
  };
  return art(
    { d: legs },
    { d: arm(1) + arm(-1) + pincer(1) + pincer(-1) },
    { d: tail + sting },
    { d: segs },
    {
      d: head,
      lines: line([
        [44, 64],
        [50, 66],
        [56, 64],
      ]),
      marks: circle(46, 70, 1.6) + circle(54, 70, 1.6),
    },
  );
}

export function frog(): ChargeArt {
  // Seen from above, sitting: the legs folded out to the sides, the eyes bulging at the front.
  const body = part([
    [50, 20],
    [62, 24],
    [70, 36],
    [72, 54],
    [66, 72],
    [50, 80],
    [34, 72],
    [28, 54],
    [30, 36],
    [38, 24],
  ]);
  const hind = (sign: 1 | -1) => {
    const pts: Pt[] = [
      [62, 70],
      [80, 74],
      [90, 62],
      [84, 52],
      [76, 62],
      [74, 80],
      [82, 94],
    ];
    return band(sign > 0 ? pts : mirror(pts), (t) => 10 - 6 * t);
  };
  const fore = (sign: 1 | -1) => {
    const pts: Pt[] = [
      [64, 40],
      [76, 38],
      [84, 28],
    ];
    return band(sign > 0 ? pts : mirror(pts), () => 6);
  };
  const toes = (x: number, y: number) => circle(x, y, 3) + circle(x + 5, y + 2, 3) + circle(x - 5, y + 2, 3);
  const eyes = circle(38, 24, 8) + circle(62, 24, 8);
  return art(
    {
      d: hind(1) + hind(-1) + fore(1) + fore(-1) + toes(84, 96) + toes(16, 96) + toes(86, 26) + toes(14, 26),
    },
    {
      d: body,
      lines:
        line([
          [40, 46],
          [50, 42],
          [60, 46],
        ]) +
        line([
          [42, 60],
          [50, 64],
          [58, 60],
        ]),
    },
    { d: eyes, marks: circle(38, 23, 3.2) + circle(62, 23, 3.2) },
  );
}

export function butterfly(): ChargeArt {
  const upper: Pt[] = [
    [52, 44],
    [60, 26],
    [74, 12],
    [90, 8],
    [96, 18],
    [92, 34],
    [80, 46],
    [62, 50],
  ];
  const lower: Pt[] = [
    [52, 54],
    [68, 54],
    [82, 62],
    [86, 76],
    [78, 88],
    [64, 86],
    [56, 74],
  ];
  const body = part([
    [50, 30],
    [54, 36],
    [54, 70],
    [50, 84],
    [46, 70],
    [46, 36],
  ]);
  const antennae =
    line([
      [48, 32],
      [42, 18],
      [34, 10],
    ]) +
    line([
      [52, 32],
      [58, 18],
      [66, 10],
    ]);
  return art(
    { d: '', lines: antennae, marks: circle(34, 10, 2.5) + circle(66, 10, 2.5) },
    { d: part(lower) + part(mirror(lower)), marks: circle(72, 72, 4) + circle(28, 72, 4) },
    {
      d: part(upper) + part(mirror(upper)),
      lines:
        line([
          [56, 44],
          [72, 30],
          [88, 18],
        ]) +
        line([
          [44, 44],
          [28, 30],
          [12, 18],
        ]),
      marks: circle(80, 24, 4.5) + circle(20, 24, 4.5),
    },
    {
      d: body,
      lines: segments([
        [46, 50, 54, 50],
        [46, 58, 54, 58],
        [47, 66, 53, 66],
      ]),
    },
  );
}

export function moth(): ChargeArt {
  // Wings held flat in a broad triangle, a furred body and feathered antennae.
  const wing: Pt[] = [[52, 34], [66, 26], [86, 24], c(98, 30), [92, 48], [80, 64], [64, 74], [54, 66]];
  const body = part([
    [50, 26],
    [56, 32],
    [58, 50],
    [54, 72],
    [50, 80],
    [46, 72],
    [42, 50],
    [44, 32],
  ]);
  const feathered = (sign: 1 | -1) => {
    const base: [number, number, number, number][] = [
      [52, 28, 60, 16],
      [60, 16, 66, 8],
      [56, 22, 62, 22],
      [58, 19, 64, 18],
      [61, 14, 66, 14],
      [55, 23, 54, 16],
      [58, 19, 56, 12],
      [61, 14, 59, 8],
    ];
    return segments(
      base.map(
        ([a, b, x, y]) =>
          (sign > 0 ? [a, b, x, y] : [100 - a, b, 100 - x, y]) as [number, number, number, number],
      ),
    );
  };
  return art(
    { d: '', lines: feathered(1) + feathered(-1) },
    {
      d: part(wing) + part(mirror(wing)),
      lines:
        line([
          [58, 40],
          [74, 40],
          [90, 34],
        ]) +
        line([
          [42, 40],
          [26, 40],
          [10, 34],
        ]) +
        line([
          [60, 54],
          [74, 56],
        ]) +
        line([
          [40, 54],
          [26, 56],
        ]),
      marks: circle(76, 48, 4) + circle(24, 48, 4),
    },
    {
      d: body,
      lines: segments([
        [44, 42, 56, 42],
        [44, 52, 56, 52],
        [45, 62, 55, 62],
      ]),
    },
  );
}

export function dolphin(): ChargeArt {
  // The heraldic dolphin, embowed: arched head to tail, a beaked snout, fins along the back.
  const body = band(
    [
      [24, 40],
      [34, 24],
      [52, 16],
      [70, 22],
      [80, 40],
      [78, 60],
      [68, 76],
      [56, 84],
    ],
    (t) => (t < 0.15 ? 16 + 40 * t : 22 * (1 - t) + 4),
  );
  const head = part([[16, 40], [20, 30], [30, 28], [36, 36], [34, 48], [26, 52], c(8, 56), [16, 48]]);
  const fluke = part([c(56, 80), [48, 86], c(38, 96), [52, 94], [58, 98], c(66, 96), [62, 88]]);
  const dorsal = part([c(48, 16), [54, 4], c(66, 8), [60, 18]]);
  const pectoral = part([c(40, 34), [46, 46], c(50, 58), [40, 50]]);
  return art(
    { d: dorsal + fluke },
    {
      d: body,
      lines: line([
        [36, 30],
        [54, 24],
        [68, 30],
        [74, 46],
        [70, 62],
      ]),
    },
    { d: pectoral },
    {
      d: head,
      lines: line([
        [10, 54],
        [24, 48],
      ]),
      marks: circle(25, 37, 2.4),
    },
  );
}

export function octopus(): ChargeArt {
  const head = part([
    [50, 4],
    [64, 8],
    [72, 20],
    [72, 36],
    [64, 48],
    [50, 52],
    [36, 48],
    [28, 36],
    [28, 20],
    [36, 8],
  ]);
  const arm = (pts: Pt[]) => band(pts, (t) => 9 * (1 - t) + 1.5);
  const arms =
    arm([
      [38, 44],
      [24, 52],
      [12, 50],
      [6, 40],
      [12, 34],
    ]) +
    arm([
      [42, 48],
      [32, 64],
      [20, 72],
      [10, 70],
    ]) +
    arm([
      [46, 50],
      [42, 70],
      [34, 86],
      [26, 92],
      [20, 86],
    ]) +
    arm([
      [50, 50],
      [52, 70],
      [48, 90],
      [54, 98],
    ]) +
    arm([
      [54, 50],
      [60, 70],
      [68, 86],
      [78, 90],
      [80, 82],
    ]) +
    arm([
      [58, 48],
      [70, 62],
      [82, 70],
      [92, 66],
    ]) +
    arm([
      [62, 44],
      [78, 50],
      [90, 46],
      [94, 36],
      [88, 32],
    ]);
  const suckers = [
    [30, 60],
    [38, 76],
    [50, 76],
    [62, 78],
    [74, 62],
  ]
    .map(([x, y]) => circle(x!, y!, 1.6))
    .join('');
  return art(
    { d: arms, marks: suckers },
    {
      d: head,
      lines: line([
        [38, 16],
        [44, 12],
      ]),
      marks: ellipse(40, 34, 4, 3) + ellipse(60, 34, 4, 3),
    },
  );
}

export function salamander(): ChargeArt {
  // A lizard seen from above, its body in an S, standing in flames as heraldry has it.
  const flames = flameBed(6, 94, 98, 40, 4);
  const spine: Pt[] = [
    [50, 6],
    [52, 18],
    [46, 32],
    [42, 46],
    [48, 60],
    [58, 70],
    [72, 76],
    [86, 74],
  ];
  const body = band(spine, (t) => (t < 0.12 ? 8 + 60 * t : 16 * (1 - t) ** 0.8 + 0.4));
  const head = part([
    [50, 2],
    [56, 6],
    [57, 14],
    [50, 20],
    [43, 14],
    [44, 6],
  ]);
  const legs =
    band(
      [
        [50, 26],
        [62, 22],
        [68, 14],
      ],
      () => 5,
    ) +
    band(
      [
        [46, 28],
        [34, 24],
        [28, 16],
      ],
      () => 5,
    ) +
    band(
      [
        [46, 50],
        [58, 48],
        [64, 40],
      ],
      () => 5,
    ) +
    band(
      [
        [42, 50],
        [30, 54],
        [24, 62],
      ],
      () => 5,
    );
  return art(
    {
      d: flames,
      lines:
        line([
          [20, 94],
          [22, 86],
        ]) +
        line([
          [80, 94],
          [80, 86],
        ]),
    },
    { d: legs },
    {
      d: body,
      marks: [
        [50, 30],
        [46, 40],
        [46, 52],
        [54, 62],
      ]
        .map(([x, y]) => circle(x!, y!, 2))
        .join(''),
    },
    { d: head, marks: circle(47, 8, 1.4) + circle(53, 8, 1.4) },
  );
}

export function tortoise(): ChargeArt {
  // Seen from above: a domed shell of plates, the head forward and four stubby legs.
  const shell = part(ovalAt(50, 52, 30, 36, 0, 18));
  const head = part([
    [50, 4],
    [58, 8],
    [58, 18],
    [50, 22],
    [42, 18],
    [42, 8],
  ]);
  const legs = (
    [
      [
        [28, 32],
        [16, 24],
      ],
      [
        [72, 32],
        [84, 24],
      ],
      [
        [28, 72],
        [16, 82],
      ],
      [
        [72, 72],
        [84, 82],
      ],
    ] satisfies Pt[][]
  )
    .map((pts) => band(pts, () => 12) + circle(pts[1]![0], pts[1]![1], 6))
    .join('');
  const tail = poly([c(46, 86), c(54, 86), c(50, 96)]);
  const plates = segments([
    [40, 36, 60, 36],
    [40, 36, 34, 52],
    [60, 36, 66, 52],
    [34, 52, 40, 68],
    [66, 52, 60, 68],
    [40, 68, 60, 68],
    [40, 36, 32, 26],
    [60, 36, 68, 26],
    [34, 52, 20, 52],
    [66, 52, 80, 52],
    [40, 68, 32, 80],
    [60, 68, 68, 80],
  ]);
  return art(
    { d: legs + tail },
    { d: head, marks: circle(46, 12, 1.5) + circle(54, 12, 1.5) },
    { d: shell, lines: plates },
  );
}

export function eel(): ChargeArt {
  // Swimming in waves: a long body with a fin running down its back and belly to a pointed tail.
  const spine: Pt[] = [
    [10, 30],
    [24, 24],
    [38, 36],
    [52, 52],
    [66, 60],
    [80, 52],
    [92, 62],
    [96, 78],
  ];
  const fin = band(spine.slice(2), (t) => 13 * Math.sin(Math.PI * (0.2 + 0.8 * t)) ** 0.5 + 0.3);
  const body = band(spine, (t) => (t < 0.1 ? 9 + 20 * t : 11 * (1 - t) + 1));
  const head = part([
    [2, 32],
    [8, 24],
    [18, 22],
    [24, 28],
    [20, 36],
    [10, 38],
  ]);
  return art(
    {
      d: fin,
      lines: line([
        [40, 34],
        [54, 48],
        [68, 54],
        [82, 48],
        [94, 62],
      ]),
    },
    {
      d: body,
      lines: line([
        [28, 30],
        [44, 44],
        [60, 56],
      ]),
    },
    {
      d: head + part([c(22, 30), [30, 38], c(26, 42)]),
      lines: line(
        [
          [2, 32],
          [10, 32],
        ],
        true,
      ),
      marks: circle(12, 28, 1.8),
    },
  );
}

export function scarab(): ChargeArt {
  // A beetle seen from above, its forelegs holding up the sun's disc.
  const sunDisc = circle(50, 12, 10);
  const head = part([
    [50, 22],
    [58, 26],
    [60, 32],
    [50, 36],
    [40, 32],
    [42, 26],
  ]);
  const thorax = part([
    [50, 32],
    [64, 34],
    [68, 44],
    [62, 50],
    [50, 51],
    [38, 50],
    [32, 44],
    [36, 34],
  ]);
  const wings = part([
    [50, 50],
    [66, 50],
    [72, 64],
    [70, 80],
    [60, 92],
    c(50, 96),
    [40, 92],
    [30, 80],
    [28, 64],
    [34, 50],
  ]);
  const legs = (
    [
      [
        [38, 30],
        [30, 22],
        [40, 16],
      ],
      [
        [34, 44],
        [20, 40],
        [12, 30],
      ],
      [
        [32, 60],
        [18, 64],
        [10, 74],
      ],
      [
        [36, 78],
        [24, 86],
        [22, 96],
      ],
    ] satisfies Pt[][]
  )
    .map((pts) => jointed(pts, 4.5))
    .join('');
  return art(
    { d: legs },
    { d: sunDisc },
    {
      d: wings,
      lines:
        line(
          [
            [50, 52],
            [50, 95],
          ],
          true,
        ) +
        line([
          [38, 60],
          [40, 76],
          [46, 86],
        ]) +
        line([
          [62, 60],
          [60, 76],
          [54, 86],
        ]),
    },
    { d: thorax },
    { d: head, marks: circle(46, 28, 1.4) + circle(54, 28, 1.4) },
  );
}
