// Charges for what faction names and typed purposes often name that heraldry's stock lacks: an egg in its nest, a
// folded map, a prism breaking a beam, a covered wagon, a circus pavilion, a standing salt, a shepherd's crook, a
// laughing mask, a hooded wraith, a pair of dice and a fly. Each fills its 100 x 100 box as a bold silhouette.
import {
  art,
  band,
  type ChargeArt,
  c,
  circle,
  ellipse,
  hole,
  limb,
  line,
  type Pt,
  part,
  poly,
  ring,
  segments,
  sym,
  symPoly,
} from './kit.js';

/** An egg standing in a woven nest: the egg speckled and crazed, the nest a bowl of crossing twigs. */
export function egg(): ChargeArt {
  const shell = sym([[50, 4], [62, 8], [74, 22], [80, 42], [80, 58], [74, 72], c(62, 78), c(50, 78)]);
  const speckles =
    ellipse(40, 30, 3, 2) +
    ellipse(58, 24, 2.4, 1.8) +
    ellipse(64, 44, 3, 2.2) +
    ellipse(36, 52, 2.4, 2) +
    ellipse(52, 58, 3, 2);
  const crack = line(
    [
      [31, 40],
      [38, 44],
      [35, 50],
      [43, 54],
      [41, 61],
    ],
    true,
  );
  const nest = part([
    c(6, 64),
    [20, 70],
    [50, 73],
    [80, 70],
    c(94, 64),
    [90, 80],
    [72, 93],
    [50, 96],
    [28, 93],
    [10, 80],
  ]);
  const twigs = segments([
    [10, 70, 40, 92],
    [22, 71, 58, 95],
    [38, 73, 74, 93],
    [56, 73, 88, 82],
    [90, 70, 60, 94],
    [76, 72, 40, 95],
    [58, 74, 22, 91],
    [40, 74, 11, 80],
    [4, 62, 14, 69],
    [96, 62, 86, 69],
  ]);
  return art({ d: shell, lines: crack, marks: speckles }, { d: nest, lines: twigs });
}

/** A map folded in three, the far panels turned away: a coast, a dotted road to a cross, and a compass star. */
export function map(): ChargeArt {
  const sheet = poly([
    [6, 22],
    [36, 12],
    [64, 22],
    [94, 12],
    [94, 80],
    [64, 90],
    [36, 80],
    [6, 90],
  ]);
  const folds = segments([
    [36, 12, 36, 80],
    [64, 22, 64, 90],
  ]);
  const coast = line([
    [10, 40],
    [20, 34],
    [26, 44],
    [36, 40],
    [44, 48],
    [50, 42],
    [58, 52],
    [64, 48],
  ]);
  const road = segments([
    [16, 72, 20, 68],
    [24, 64, 28, 62],
    [33, 60, 37, 60],
    [42, 62, 46, 64],
    [51, 66, 55, 66],
    [60, 64, 64, 62],
  ]);
  const cross = segments([
    [70, 54, 80, 64],
    [80, 54, 70, 64],
  ]);
  const star = poly([
    [80, 24],
    [82.5, 33],
    [90, 36],
    [82.5, 39],
    [80, 48],
    [77.5, 39],
    [70, 36],
    [77.5, 33],
  ]);
  return art({ d: sheet, lines: folds + coast + road + cross, marks: star });
}

/** A prism: a beam of light strikes one face and leaves the other fanned into rays. */
export function prism(): ChargeArt {
  const glass = poly([
    [50, 14],
    [86, 80],
    [14, 80],
  ]);
  const beam = poly([
    [0, 60],
    [2, 53],
    [33, 44],
    [34, 50],
  ]);
  const ray = (y0: number, y1: number) =>
    poly([
      [64, 46 + (y0 - 50) * 0.12],
      [100, y0],
      [100, y1],
      [64, 48 + (y1 - 50) * 0.12],
    ]);
  const facets = line([
    [50, 14],
    [54, 62],
    [86, 80],
  ]);
  const face = segments([
    [54, 62, 14, 80],
    [40, 38, 44, 70],
  ]);
  return art({ d: beam + ray(26, 34) + ray(44, 52) + ray(62, 70) }, { d: glass, lines: facets + face });
}

/** A covered wagon seen from the side: a hooped canvas tilt over a plank box, two spoked wheels and a shaft. */
export function wagon(): ChargeArt {
  const tilt = part([
    c(14, 52),
    [13, 30],
    [20, 17],
    [36, 11],
    [50, 12],
    [64, 11],
    [80, 17],
    [87, 30],
    c(86, 52),
  ]);
  const hoops =
    line([
      [32, 13],
      [30, 32],
      [32, 52],
    ]) +
    line([
      [50, 12],
      [50, 32],
      [50, 52],
    ]) +
    line([
      [68, 13],
      [70, 32],
      [68, 52],
    ]);
  const box = poly([
    [8, 50],
    [92, 50],
    [88, 66],
    [12, 66],
  ]);
  const shaft = limb(
    [
      [12, 60],
      [4, 68],
      [0, 74],
    ],
    4,
    3,
  );
  const wheel = (x: number) => ring(x, 76, 17, 12.5) + circle(x, 76, 4);
  const spokes = (x: number) =>
    segments([
      [x - 13, 76, x + 13, 76],
      [x, 63, x, 89],
      [x - 9, 67, x + 9, 85],
      [x + 9, 67, x - 9, 85],
    ]);
  return art(
    { d: tilt, lines: hoops },
    { d: box + shaft, lines: segments([[12, 58, 90, 58]]) },
    { d: wheel(27) + wheel(73), lines: spokes(27) + spokes(73) },
  );
}

/** A circus pavilion: a striped peaked roof with a scalloped valance, a pennant on its pole and an open door. */
export function pavilion(): ChargeArt {
  const roof = part([c(50, 16), [60, 28], [76, 40], c(94, 50), c(6, 50), [24, 40], [40, 28]]);
  const scallops: Pt[] = [c(6, 50), c(94, 50)];
  for (let i = 0; i < 6; i++) {
    const x1 = 94 - i * 14.67;
    const x0 = x1 - 14.67;
    scallops.push([(x0 + x1) / 2, 60], c(x0, 50));
  }
  const valance = part(scallops.slice(0, -1), 0.8);
  const walls = poly([
    [12, 52],
    [88, 52],
    [88, 94],
    [12, 94],
  ]);
  const door = poly(
    [
      [50, 64],
      [62, 94],
      [38, 94],
    ],
    true,
  );
  const pole = poly([
    [48.5, 2],
    [51.5, 2],
    [51.5, 17],
    [48.5, 17],
  ]);
  const pennant = poly([
    [51.5, 2],
    [70, 6],
    [62, 9],
    [70, 12],
    [51.5, 12],
  ]);
  const stripes = segments([
    [50, 18, 20, 50],
    [50, 18, 35, 50],
    [50, 18, 65, 50],
    [50, 18, 80, 50],
    [24, 62, 24, 94],
    [76, 62, 76, 94],
  ]);
  return art(
    { d: walls + door, lines: segments([[12, 90, 88, 90]]) },
    { d: pole + pennant },
    { d: roof + valance, lines: stripes },
  );
}

/** A standing salt of the lord's table, heaped with salt, its crystals cut square. */
export function salt(): ChargeArt {
  const heap = part([c(18, 50), [30, 36], [44, 24], [50, 21], [56, 24], [70, 36], c(82, 50)]);
  const bowl = symPoly([c(50, 48), c(88, 48), c(84, 58), c(74, 66), c(50, 68)]);
  const rim = symPoly([c(50, 46), c(90, 46), c(90, 52), c(50, 52)]);
  const stem = sym([c(50, 66), c(58, 66), [55, 72], [60, 76], [55, 80], c(58, 86), c(50, 86)]);
  const foot = symPoly([c(50, 84), c(68, 84), c(78, 94), c(50, 94)]);
  const crystal = (x: number, y: number, s: number) =>
    poly([
      [x, y - s],
      [x + s, y],
      [x, y + s],
      [x - s, y],
    ]);
  const grains =
    crystal(50, 9, 3.2) +
    crystal(36, 14, 2.6) +
    crystal(64, 14, 2.6) +
    crystal(26, 24, 2) +
    crystal(74, 24, 2);
  const facets = segments([
    [38, 40, 44, 34],
    [50, 30, 56, 36],
    [60, 42, 66, 38],
    [30, 46, 34, 42],
  ]);
  return art(
    { d: heap, lines: facets },
    { d: grains },
    { d: rim + bowl, lines: segments([[22, 58, 78, 58]]) },
    { d: stem + foot, lines: segments([[32, 90, 68, 90]]) },
  );
}

/** A shepherd's crook: a long staff ending in a round hook, bound where the hook begins. */
export function crook(): ChargeArt {
  const staff = band(
    [
      [40, 97],
      [41, 60],
      [42, 34],
      [43, 24],
      [48, 12],
      [60, 5],
      [73, 8],
      [80, 19],
      [78, 31],
      [70, 37],
      [64, 34],
    ],
    (t) => (t < 0.96 ? 8 : 8 - (t - 0.96) * 60),
    8,
  );
  const binding = poly([
    [36.5, 38],
    [47, 38],
    [47, 46],
    [36.5, 46],
  ]);
  return art(
    {
      d: staff,
      lines: line([
        [41, 94],
        [42, 52],
      ]),
    },
    { d: binding, lines: segments([[37, 42, 46, 42]]) },
  );
}

/** A laughing mask of the players: high-arched laughing eyes, a broad grin and ribbons. */
export function laughingMask(): ChargeArt {
  const face = sym([[50, 6], [68, 9], [82, 20], [88, 38], [86, 58], [78, 76], [64, 90], c(50, 95)]);
  // Eyes closed in laughter: arches bowed upward, their holes thin crescents.
  const eye = (cx: number) =>
    hole([
      c(cx - 11, 40),
      [cx - 6, 30],
      [cx, 28],
      [cx + 6, 30],
      c(cx + 11, 40),
      [cx + 5, 35],
      [cx, 34],
      [cx - 5, 35],
    ]);
  const mouth = hole([
    c(24, 58),
    [36, 62],
    [50, 63],
    [64, 62],
    c(76, 58),
    [72, 70],
    [62, 80],
    [50, 83],
    [38, 80],
    [28, 70],
  ]);
  const ribbon = (side: -1 | 1) =>
    limb(
      [
        [50 + side * 40, 34],
        [50 + side * 46, 46],
        [50 + side * 42, 60],
        [50 + side * 48, 74],
      ],
      6,
      3,
    );
  const brows =
    line([
      [26, 24],
      [36, 18],
      [46, 22],
    ]) +
    line([
      [74, 24],
      [64, 18],
      [54, 22],
    ]);
  const cheeks =
    line([
      [18, 50],
      [22, 58],
      [26, 62],
    ]) +
    line([
      [82, 50],
      [78, 58],
      [74, 62],
    ]);
  return art(
    { d: ribbon(-1) + ribbon(1) },
    { d: face + eye(36) + eye(64) + mouth, lines: brows + cheeks, marks: ellipse(50, 48, 3, 2) },
  );
}

/** A wraith: a hooded shade, its face a void with two points of light, its robe and reaching sleeves in tatters. */
export function wraith(): ChargeArt {
  const robe = part([
    c(50, 4),
    [62, 10],
    [68, 22],
    [70, 34],
    [82, 42],
    c(98, 56),
    [86, 56],
    c(90, 66),
    [78, 58],
    [74, 70],
    [78, 84],
    c(82, 98),
    [72, 88],
    c(66, 97),
    [58, 86],
    c(50, 96),
    [42, 86],
    c(34, 97),
    [28, 88],
    c(18, 98),
    [22, 84],
    [26, 70],
    [22, 58],
    c(10, 66),
    [14, 56],
    c(2, 56),
    [18, 42],
    [30, 34],
    [32, 22],
    [38, 10],
  ]);
  const hood = hole([[50, 14], [58, 20], [61, 30], [58, 40], c(50, 44), [42, 40], [39, 30], [42, 20]]);
  const folds =
    line([
      [40, 48],
      [38, 66],
      [36, 88],
    ]) +
    line([
      [60, 48],
      [62, 66],
      [64, 88],
    ]) +
    line([
      [50, 50],
      [50, 70],
      [50, 90],
    ]);
  const eyes = ellipse(45.5, 29, 2.6, 2) + ellipse(54.5, 29, 2.6, 2);
  return art({ d: robe + hood, lines: folds }, { d: eyes });
}

/** A pair of dice, one turned behind the other, their pips showing on three faces each. */
export function dice(): ChargeArt {
  const cube = (x: number, y: number, s: number) => {
    const top: Pt[] = [
      [x, y],
      [x + s, y - s * 0.45],
      [x + s * 2, y],
      [x + s, y + s * 0.45],
    ];
    return {
      d: poly([
        top[0]!,
        top[1]!,
        top[2]!,
        [x + s * 2, y + s * 1.15],
        [x + s, y + s * 1.6],
        [x, y + s * 1.15],
      ]),
      lines: segments([
        [x, y, x + s, y + s * 0.45],
        [x + s, y + s * 0.45, x + s * 2, y],
        [x + s, y + s * 0.45, x + s, y + s * 1.6],
      ]),
      pips:
        ellipse(x + s, y, s * 0.14, s * 0.08) +
        ellipse(x + s * 0.35, y + s * 0.55, s * 0.09, s * 0.12) +
        ellipse(x + s * 0.65, y + s * 0.95, s * 0.09, s * 0.12) +
        ellipse(x + s * 1.35, y + s * 0.6, s * 0.09, s * 0.12) +
        ellipse(x + s * 1.65, y + s * 0.45, s * 0.09, s * 0.12) +
        ellipse(x + s * 1.35, y + s * 1.05, s * 0.09, s * 0.12) +
        ellipse(x + s * 1.65, y + s * 0.9, s * 0.09, s * 0.12),
    };
  };
  const back = cube(46, 22, 25);
  const front = cube(6, 48, 27);
  return art(
    { d: back.d, lines: back.lines, marks: back.pips },
    { d: front.d, lines: front.lines, marks: front.pips },
  );
}

/** A fly seen from above: great eyes, a bristled body, two veined wings spread and six legs. */
export function fly(): ChargeArt {
  const wing = (side: -1 | 1) =>
    part([
      [50 + side * 6, 36],
      [50 + side * 26, 26],
      [50 + side * 44, 30],
      [50 + side * 46, 42],
      [50 + side * 34, 54],
      [50 + side * 12, 50],
    ]);
  const veins = (side: -1 | 1) =>
    line([
      [50 + side * 8, 40],
      [50 + side * 26, 34],
      [50 + side * 42, 36],
    ]) +
    line([
      [50 + side * 10, 46],
      [50 + side * 28, 46],
    ]);
  const legs = ([-1, 1] as const)
    .map((side) =>
      [
        [40, 30, 12],
        [46, 18, 0],
        [52, 30, -10],
      ]
        .map(([y, dx, dy]) =>
          limb(
            [
              [50 + side * 6, y!],
              [50 + side * (18 + dx! * 0.35), y! + dy! * 0.6 + 6],
              [50 + side * (22 + dx! * 0.6), y! + 24 + dy!],
            ],
            2.6,
            1.6,
          ),
        )
        .join(''),
    )
    .join('');
  const body =
    sym([[50, 28], [58, 32], [60, 44], [57, 50], c(50, 52)]) +
    sym([[50, 50], [60, 56], [62, 70], [58, 84], c(50, 92)]);
  const head = ellipse(50, 20, 13, 10);
  const eyes = ellipse(42, 19, 6, 7) + ellipse(58, 19, 6, 7);
  const bands = segments([
    [40, 62, 60, 62],
    [39, 72, 61, 72],
    [42, 82, 58, 82],
  ]);
  return art(
    { d: legs },
    { d: wing(-1) + wing(1), lines: veins(-1) + veins(1) },
    { d: body + head, lines: bands, marks: eyes },
  );
}
