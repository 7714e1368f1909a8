// Flowers, fruit and leaves: the lily, acorn, oak leaf, bunch of grapes, apple, thistle, mushroom, trefoil, laurel
// wreath and pine tree, each drawn in a 100 x 100 box.
import {
  art,
  band,
  type ChargeArt,
  c,
  circle,
  ellipse,
  leaf,
  line,
  type Pt,
  part,
  poly,
  segments,
  sym,
  turn,
} from './kit.js';

export function lily(): ChargeArt {
  // A garden lily on its stalk: a trumpet of six petals open upward (three seen), stamens standing out, two leaves.
  const stalk = band(
    [
      [50, 58],
      [49, 78],
      [50, 98],
    ],
    () => 4.5,
  );
  const leafL = band(
    [
      [49, 84],
      [36, 74],
      [24, 60],
    ],
    (t) => 12 * Math.sin(Math.PI * t) ** 0.8,
  );
  const leafR = band(
    [
      [50, 76],
      [62, 68],
      [74, 56],
    ],
    (t) => 11 * Math.sin(Math.PI * t) ** 0.8,
  );
  const back = part([c(50, 56), [40, 40], [38, 22], c(44, 8), [52, 20], [58, 36], [56, 50]]);
  const left = part([c(50, 60), [38, 54], [24, 44], [14, 32], c(8, 20), [20, 26], [34, 34], [46, 44]]);
  const right = part([c(50, 60), [62, 54], [76, 44], [86, 32], c(92, 20), [80, 26], [66, 34], [54, 44]]);
  const front = part([c(50, 60), [40, 50], [36, 36], [40, 22], c(50, 12), [60, 22], [64, 36], [60, 50]]);
  const stamens =
    line([
      [50, 48],
      [46, 28],
      [40, 14],
    ]) +
    line([
      [50, 48],
      [54, 28],
      [60, 14],
    ]) +
    line([
      [50, 48],
      [50, 24],
      [50, 8],
    ]);
  return art(
    {
      d: stalk + leafL + leafR,
      lines:
        line([
          [46, 82],
          [36, 74],
          [28, 64],
        ]) +
        line([
          [53, 74],
          [62, 67],
          [70, 59],
        ]),
    },
    { d: back },
    {
      d: left + right,
      lines:
        line([
          [46, 52],
          [30, 40],
          [14, 26],
        ]) +
        line([
          [54, 52],
          [70, 40],
          [86, 26],
        ]),
    },
    {
      d: front,
      lines: line([
        [50, 56],
        [50, 20],
      ]),
    },
    { d: '', lines: stamens, marks: ellipse(40, 12, 3, 2) + ellipse(60, 12, 3, 2) + ellipse(50, 6, 3, 2) },
  );
}

/** An oak leaf's outline, point up, stalk down. */
const OAK_LOBES: readonly Pt[] = [
  c(50, 4),
  [58, 10],
  [56, 16],
  [66, 20],
  [68, 28],
  c(60, 32),
  [72, 38],
  [74, 48],
  c(62, 52),
  [74, 60],
  [72, 70],
  c(58, 72),
  [62, 80],
  c(53, 86),
  c(52, 98),
  c(48, 98),
  c(47, 86),
  [38, 80],
  c(42, 72),
  [28, 70],
  [26, 60],
  c(38, 52),
  [26, 48],
  [28, 38],
  c(40, 32),
  [32, 28],
  [34, 20],
  [44, 16],
  [42, 10],
];

export function acorn(): ChargeArt {
  const nut = part([
    c(30, 46),
    c(70, 46),
    [72, 62],
    [66, 80],
    [56, 92],
    c(50, 97),
    [44, 92],
    [34, 80],
    [28, 62],
  ]);
  const cup = part([
    [26, 48],
    [28, 36],
    [38, 28],
    [50, 26],
    [62, 28],
    [72, 36],
    [74, 48],
    [62, 52],
    [50, 53],
    [38, 52],
  ]);
  const stalk = band(
    [
      [50, 28],
      [52, 18],
      [60, 10],
    ],
    () => 5,
  );
  const oak = (cx: number, cy: number, deg: number) =>
    part(
      turn(OAK_LOBES, deg).map((p) =>
        p.length === 3
          ? c(cx + (p[0] - 50) * 0.36, cy + (p[1] - 50) * 0.36)
          : ([cx + (p[0] - 50) * 0.36, cy + (p[1] - 50) * 0.36] as Pt),
      ),
    );
  const hatch = segments([
    [34, 36, 44, 48],
    [42, 30, 56, 50],
    [54, 29, 66, 46],
    [64, 32, 70, 40],
    [66, 32, 56, 50],
    [56, 29, 42, 50],
    [44, 30, 32, 46],
  ]);
  return art(
    { d: oak(30, 16, -70) + oak(72, 14, 65) },
    { d: stalk },
    {
      d: nut,
      lines: line([
        [40, 62],
        [42, 76],
        [48, 86],
      ]),
    },
    { d: cup, lines: hatch },
  );
}

export function oakLeaf(): ChargeArt {
  // Rounded lobes down both sides, a short stalk, a midrib with veins to each lobe.
  const veins = segments([
    [50, 24, 62, 22],
    [50, 24, 38, 22],
    [50, 40, 68, 42],
    [50, 40, 32, 42],
    [50, 58, 68, 62],
    [50, 58, 32, 62],
    [50, 74, 58, 78],
    [50, 74, 42, 78],
  ]);
  return art({
    d: part(OAK_LOBES),
    lines:
      line(
        [
          [50, 10],
          [50, 90],
        ],
        true,
      ) + veins,
  });
}

export function grapes(): ChargeArt {
  const rows: [number, number[]][] = [
    [34, [26, 42, 58, 74]],
    [48, [34, 50, 66]],
    [62, [34, 50, 66]],
    [76, [42, 58]],
  ];
  const berries = rows.map(([y, xs]) => ({
    d: xs.map((x) => circle(x, y, 9)).join(''),
    lines: xs
      .map((x) =>
        line([
          [x - 4, y - 3],
          [x - 2, y - 5],
        ]),
      )
      .join(''),
  }));
  const last = {
    d: circle(50, 89, 8.5),
    lines: line([
      [46, 86],
      [48, 84],
    ]),
  };
  const stem = band(
    [
      [50, 28],
      [52, 14],
      [58, 4],
    ],
    () => 4.5,
  );
  const vine = leaf(74, 14, 16, 9, -20);
  const tendril = line([
    [44, 22],
    [34, 18],
    [30, 10],
    [36, 6],
  ]);
  return art(
    {
      d: stem + vine,
      lines:
        tendril +
        line([
          [60, 16],
          [86, 10],
        ]),
    },
    ...berries,
    last,
  );
}

export function apple(): ChargeArt {
  const body = part([
    c(50, 28),
    [60, 22],
    [74, 22],
    [86, 34],
    [90, 54],
    [84, 76],
    [70, 92],
    [58, 92],
    c(50, 88),
    [42, 92],
    [30, 92],
    [16, 76],
    [10, 54],
    [14, 34],
    [26, 22],
    [40, 22],
  ]);
  const stalk = band(
    [
      [50, 30],
      [51, 18],
      [56, 6],
    ],
    () => 4,
  );
  const lf = leaf(70, 12, 14, 7, -25);
  return art(
    {
      d: stalk + lf,
      lines: line(
        [
          [58, 16],
          [82, 8],
        ],
        true,
      ),
    },
    {
      d: body,
      lines: line([
        [24, 40],
        [22, 54],
        [26, 66],
      ]),
      marks: circle(50, 86, 1.8),
    },
  );
}

export function thistle(): ChargeArt {
  const tuft: Pt[] = [
    c(30, 40),
    c(24, 14),
    [34, 28],
    c(36, 6),
    [44, 26],
    c(50, 2),
    [56, 26],
    c(64, 6),
    [66, 28],
    c(76, 14),
    c(70, 40),
  ];
  const head = sym([c(50, 36), [66, 40], [72, 52], [66, 64], c(50, 68)]);
  const calyx = sym([c(50, 34), c(72, 34), c(72, 42), c(50, 42)]);
  const stalk = band(
    [
      [50, 66],
      [50, 98],
    ],
    () => 5,
  );
  const spiky = (sign: 1 | -1): string =>
    part([
      c(50, 86),
      [50 + sign * 10, 78],
      c(50 + sign * 16, 80),
      [50 + sign * 18, 72],
      c(50 + sign * 26, 72),
      [50 + sign * 28, 64],
      c(50 + sign * 38, 62),
      [50 + sign * 28, 74],
      c(50 + sign * 30, 80),
      [50 + sign * 20, 82],
      c(50 + sign * 18, 88),
      [50 + sign * 10, 88],
    ]);
  const diamonds = segments([
    [36, 46, 56, 66],
    [42, 40, 66, 62],
    [56, 40, 70, 54],
    [64, 46, 44, 66],
    [58, 40, 34, 60],
    [44, 40, 30, 52],
  ]);
  return art(
    { d: stalk + spiky(-1) + spiky(1) },
    {
      d: part(tuft),
      lines: segments([
        [40, 38, 34, 16],
        [50, 38, 50, 10],
        [60, 38, 66, 16],
      ]),
    },
    { d: head, lines: diamonds },
    { d: calyx },
  );
}

export function mushroom(): ChargeArt {
  const stem = part([c(40, 52), c(60, 52), [62, 74], [66, 92], c(68, 96), c(32, 96), [34, 92], [38, 74]]);
  const cap = part([
    c(6, 56),
    [10, 36],
    [26, 18],
    [50, 10],
    [74, 18],
    [90, 36],
    c(94, 56),
    [72, 58],
    [50, 60],
    [28, 58],
  ]);
  const small = part([
    c(72, 96),
    c(76, 80),
    c(66, 80),
    [70, 72],
    [80, 68],
    [90, 72],
    c(94, 80),
    c(84, 80),
    c(86, 96),
  ]);
  const spots =
    circle(30, 34, 4.5) + circle(50, 24, 5) + circle(70, 34, 4.5) + circle(42, 44, 3) + circle(60, 45, 3);
  return art(
    {
      d: stem,
      lines: line([
        [34, 64],
        [50, 66],
        [66, 64],
      ]),
    },
    {
      d: cap,
      lines: segments([
        [20, 56, 40, 62],
        [80, 56, 60, 62],
      ]),
      marks: spots,
    },
    { d: small, marks: circle(80, 73, 2) },
  );
}

export function trefoil(): ChargeArt {
  // Three heart-shaped leaves round a centre, slipped (with a stalk).
  const heartLeaf = (deg: number): string =>
    part(
      turn(
        [
          c(0, -2),
          [-8, -12],
          [-18, -20],
          [-16, -34],
          [-6, -38],
          c(0, -31),
          [6, -38],
          [16, -34],
          [18, -20],
          [8, -12],
        ],
        deg,
        0,
        0,
      ).map((p) => (p.length === 3 ? c(p[0] + 50, p[1] + 46) : ([p[0] + 50, p[1] + 46] as Pt))),
    );
  const stalk = band(
    [
      [50, 50],
      [54, 72],
      [62, 96],
    ],
    (t) => 7 - 2 * t,
  );
  const veins = [0, 120, 240]
    .map((deg) =>
      line(
        turn(
          [
            [0, -4],
            [0, -28],
          ],
          deg,
          0,
          0,
        ).map((p) => [p[0] + 50, p[1] + 46] as Pt),
        true,
      ),
    )
    .join('');
  return art({ d: stalk }, { d: heartLeaf(0) + heartLeaf(120) + heartLeaf(240), lines: veins });
}

export function wreath(): ChargeArt {
  // Two laurel branches curving up from a tie at the foot, leaves along their outer side.
  const stem = (sign: 1 | -1): Pt[] => {
    const pts: Pt[] = [];
    for (let i = 0; i <= 8; i++) {
      const a = ((90 + sign * (20 + i * 17)) * Math.PI) / 180;
      pts.push([50 + Math.cos(a) * 38, 52 + Math.sin(a) * 40]);
    }
    return pts;
  };
  const layers = ([-1, 1] as const).map((sign) => {
    const s = stem(sign);
    const leaves: string[] = [];
    for (let i = 1; i < s.length; i++) {
      const [x, y] = s[i]!;
      const dx = x - 50;
      const dy = y - 52;
      const len = Math.hypot(dx, dy);
      const deg = (Math.atan2(dy, dx) * 180) / Math.PI;
      leaves.push(leaf(x + (dx / len) * 7, y + (dy / len) * 7, 10, 4.5, deg - sign * 35));
      if (i < s.length - 1)
        leaves.push(leaf(x - (dx / len) * 5, y - (dy / len) * 5, 8.5, 4, deg + sign * 35));
    }
    // Laurel berries sit in ink where the leaves part.
    const berries = [2, 4, 6].map((i) => circle(s[i]![0], s[i]![1], 1.6)).join('');
    return { d: band(s, () => 3.5) + leaves.join(''), marks: berries };
  });
  const tie = part([c(44, 86), [50, 90], c(56, 86), c(60, 98), [50, 94], c(40, 98)]);
  return art(layers[0]!, layers[1]!, { d: tie + circle(50, 90, 4) });
}

export function pine(): ChargeArt {
  const trunk = poly([c(45, 80), c(55, 80), c(56, 97), c(44, 97)]);
  const tier = (top: number, bottom: number, w: number): string =>
    part([
      c(50, top),
      [50 + w * 0.35, top + (bottom - top) * 0.45],
      c(50 + w * 0.3, top + (bottom - top) * 0.5),
      [50 + w * 0.7, top + (bottom - top) * 0.85],
      c(50 + w, bottom),
      [50 + w * 0.5, bottom - 2],
      [50, bottom + 1],
      [50 - w * 0.5, bottom - 2],
      c(50 - w, bottom),
      [50 - w * 0.7, top + (bottom - top) * 0.85],
      c(50 - w * 0.3, top + (bottom - top) * 0.5),
      [50 - w * 0.35, top + (bottom - top) * 0.45],
    ]);
  return art(
    { d: trunk },
    {
      d: tier(42, 82, 42),
      lines:
        line([
          [34, 74],
          [42, 70],
        ]) +
        line([
          [66, 74],
          [58, 70],
        ]),
    },
    {
      d: tier(22, 60, 32),
      lines:
        line([
          [38, 54],
          [44, 50],
        ]) +
        line([
          [62, 54],
          [56, 50],
        ]),
    },
    { d: tier(3, 38, 22) },
  );
}
