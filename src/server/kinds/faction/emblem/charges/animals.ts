// More beasts, by species: the cat, hound, ram, bull, goat, hare, unicorn, elephant, squirrel and rat, each drawn in a
// 100 x 100 box, facing dexter (the viewer's left) where they face at all.
import { scallop } from '../../../../art/path.js';
import { art, band, type ChargeArt, c, circle, ellipse, line, type Pt, part, poly, segments } from './kit.js';

/** A leg as a band from hip to hoof or paw, `w0` wide at the top and `w1` at the foot. */
const leg = (pts: Pt[], w0: number, w1: number) => band(pts, (t) => w0 + (w1 - w0) * t);

/** A cloven hoof or a paw at the foot of a leg, as a small dark block. */
const hoof = (x: number, y: number, w = 7) =>
  poly([c(x - w / 2, y - 4), c(x + w / 2, y - 4), c(x + w / 2 + 1, y + 1), c(x - w / 2 - 1, y + 1)]);

export function cat(): ChargeArt {
  // Sitting and facing the viewer, the tail curled round the front paws.
  const body = part([
    [50, 36],
    [64, 42],
    [72, 58],
    [78, 78],
    [76, 92],
    c(64, 96),
    c(36, 96),
    [24, 92],
    [22, 78],
    [28, 58],
    [36, 42],
  ]);
  const tail = band(
    [
      [74, 88],
      [86, 80],
      [92, 66],
      [86, 56],
    ],
    (t) => 8 - 3 * t,
  );
  const head = part([
    c(32, 6),
    [42, 14],
    [50, 13],
    [58, 14],
    c(68, 6),
    [70, 20],
    [68, 32],
    [60, 40],
    [50, 42],
    [40, 40],
    [32, 32],
    [30, 20],
  ]);
  const paws = segments([
    [42, 70, 42, 95],
    [58, 70, 58, 95],
  ]);
  const eyes = ellipse(42, 25, 4, 3) + ellipse(58, 25, 4, 3);
  const whiskers = segments([
    [44, 34, 28, 31],
    [44, 35, 28, 38],
    [56, 34, 72, 31],
    [56, 35, 72, 38],
  ]);
  return art(
    {
      d: tail,
      lines: line([
        [78, 86],
        [88, 74],
        [90, 64],
      ]),
    },
    {
      d: body,
      lines:
        paws +
        line([
          [36, 56],
          [50, 62],
          [64, 56],
        ]),
    },
    {
      d: head,
      lines:
        whiskers +
        line([
          [46, 36],
          [50, 38],
          [54, 36],
        ]) +
        segments([
          [35, 11, 38, 18],
          [65, 11, 62, 18],
        ]),
      marks: eyes + poly([c(47, 31), c(53, 31), c(50, 34)]),
    },
  );
}

export function hound(): ChargeArt {
  // Courant: at full stretch, deep-chested and narrow-waisted, the forelegs reaching ahead, the hind legs thrown
  // back, a drooping ear and a collar at the neck.
  const torso = part([
    [22, 44],
    [32, 32],
    [48, 31],
    [64, 36],
    [80, 33],
    [90, 40],
    [88, 52],
    [76, 56],
    [62, 52],
    [48, 58],
    [30, 62],
    [20, 54],
  ]);
  const head = part([[30, 38], [27, 27], [19, 20], [9, 21], c(0, 27), [6, 31], [15, 33], [21, 42], [24, 52]]);
  const ear = part([c(17, 22), [24, 19], [30, 22], c(27, 28), [22, 26]]);
  const foreNear = leg(
    [
      [28, 52],
      [18, 60],
      [8, 62],
      [1, 60],
    ],
    10,
    5,
  );
  const foreFar = leg(
    [
      [38, 56],
      [34, 68],
      [24, 74],
      [16, 74],
    ],
    9,
    5,
  );
  const hindNear = leg(
    [
      [78, 46],
      [88, 58],
      [95, 68],
      [100, 68],
    ],
    13,
    5,
  );
  const hindFar = leg(
    [
      [70, 52],
      [68, 64],
      [74, 74],
      [68, 80],
    ],
    10,
    5,
  );
  const tail = band(
    [
      [86, 40],
      [93, 32],
      [98, 20],
    ],
    (t) => 5 - 3.5 * t,
  );
  return art(
    { d: foreFar + hindFar + tail },
    {
      d: torso,
      lines: line([
        [40, 46],
        [52, 50],
        [64, 45],
      ]),
    },
    {
      d: hindNear,
      lines: line([
        [80, 48],
        [86, 56],
      ]),
    },
    { d: foreNear },
    {
      d: head,
      lines: line(
        [
          [0, 27],
          [8, 28],
        ],
        true,
      ),
      marks: circle(14, 25, 1.9),
    },
    { d: ear },
    {
      d: band(
        [
          [23, 37],
          [26, 46],
          [27, 53],
        ],
        () => 4.5,
      ),
      marks: circle(26.5, 48, 1.4),
    },
  );
}

export function ram(): ChargeArt {
  // Standing, a fleece of curls and a great horn coiled at the side of the head.
  const fleece: Pt[] = [];
  const cx = 58;
  const cy = 50;
  for (let i = 0; i < 22; i++) {
    const a = (2 * Math.PI * i) / 22;
    fleece.push([cx + Math.cos(a) * 30, cy + Math.sin(a) * 18]);
  }
  const body = scallop(fleece, 3.5);
  const legs =
    leg(
      [
        [36, 62],
        [36, 94],
      ],
      6,
      5,
    ) +
    leg(
      [
        [46, 64],
        [46, 94],
      ],
      6,
      5,
    ) +
    leg(
      [
        [72, 64],
        [72, 94],
      ],
      6,
      5,
    ) +
    leg(
      [
        [80, 62],
        [82, 94],
      ],
      6,
      5,
    );
  const hooves = hoof(36, 96, 8) + hoof(46, 96, 8) + hoof(72, 96, 8) + hoof(82, 96, 8);
  const head = part([
    [36, 32],
    [30, 26],
    [22, 24],
    [14, 28],
    [6, 40],
    c(6, 48),
    [12, 50],
    [20, 46],
    [28, 44],
    [36, 42],
  ]);
  const horn = band(
    [
      [26, 24],
      [36, 16],
      [46, 20],
      [48, 32],
      [42, 40],
      [34, 38],
      [32, 30],
    ],
    (t) => 10 - 6 * t,
  );
  const curls = [
    [40, 44],
    [52, 42],
    [64, 44],
    [76, 46],
    [46, 56],
    [58, 58],
    [70, 56],
  ]
    .map(([x, y]) =>
      line([
        [x! - 3, y! + 1],
        [x!, y! - 2],
        [x! + 3, y! + 1],
      ]),
    )
    .join('');
  return art(
    { d: legs, marks: hooves },
    { d: body, lines: curls },
    { d: head, marks: circle(18, 34, 1.8) + ellipse(8, 44, 1.4, 2) },
    {
      d: horn,
      lines: line([
        [30, 22],
        [38, 19],
        [45, 24],
        [44, 32],
      ]),
    },
  );
}

export function bull(): ChargeArt {
  // Standing, head lowered, horns swept forward, the tail hanging with a tuft.
  const tail =
    band(
      [
        [86, 40],
        [94, 52],
        [94, 72],
      ],
      () => 3.5,
    ) + part([c(94, 70), [98, 78], c(94, 86), [90, 78]]);
  const farLegs =
    leg(
      [
        [40, 62],
        [38, 94],
      ],
      9,
      6,
    ) +
    leg(
      [
        [76, 62],
        [80, 94],
      ],
      9,
      6,
    );
  const body = part([
    [26, 38],
    [34, 24],
    [48, 24],
    [66, 30],
    [84, 34],
    [90, 46],
    [86, 62],
    [70, 66],
    [50, 66],
    [32, 62],
    [24, 52],
  ]);
  const nearLegs =
    leg(
      [
        [30, 58],
        [28, 94],
      ],
      11,
      7,
    ) +
    leg(
      [
        [68, 60],
        [70, 94],
      ],
      11,
      7,
    );
  const head = part([
    [34, 30],
    [24, 26],
    [14, 30],
    [6, 44],
    [4, 56],
    [8, 64],
    [18, 64],
    [26, 56],
    [32, 46],
  ]);
  const horns =
    band(
      [
        [18, 32],
        [6, 28],
        [2, 16],
        [8, 6],
      ],
      (t) => 9 - 8.5 * t,
    ) +
    band(
      [
        [26, 30],
        [30, 18],
        [40, 10],
      ],
      (t) => 9 - 8.5 * t,
    );
  return art(
    { d: tail + farLegs, marks: hoof(38, 96, 9) + hoof(80, 96, 9) },
    {
      d: body,
      lines:
        line([
          [40, 28],
          [46, 40],
          [44, 56],
        ]) +
        line([
          [60, 46],
          [70, 50],
        ]),
    },
    { d: nearLegs, marks: hoof(28, 96, 10) + hoof(70, 96, 10) },
    { d: horns },
    {
      d: head,
      lines: line([
        [4, 56],
        [14, 58],
        [20, 54],
      ]),
      marks: circle(16, 40, 2.2) + circle(8, 60, 1.6),
    },
  );
}

export function goat(): ChargeArt {
  // Salient: reared on the hind legs, forelegs raised, long horns swept back, a beard at the chin.
  const tail = part([c(70, 60), [78, 54], c(84, 50), [80, 60], [74, 66]]);
  const farHind = leg(
    [
      [60, 74],
      [50, 84],
      [46, 96],
    ],
    8,
    5,
  );
  const body = part([
    [36, 30],
    [46, 30],
    [58, 42],
    [70, 56],
    [74, 70],
    [66, 80],
    [54, 78],
    [44, 66],
    [34, 50],
    [30, 40],
  ]);
  const nearHind = leg(
    [
      [66, 70],
      [72, 82],
      [70, 96],
    ],
    11,
    6,
  );
  const foreFar = leg(
    [
      [38, 42],
      [26, 48],
      [20, 40],
    ],
    7,
    5,
  );
  const foreNear = leg(
    [
      [42, 48],
      [30, 60],
      [18, 58],
      [12, 50],
    ],
    8,
    5,
  );
  const head = part([[36, 32], [30, 22], [22, 18], [12, 22], c(6, 30), [14, 32], [22, 32], [30, 40]]);
  const beard = part([c(12, 30), c(18, 32), c(14, 42)]);
  const horns =
    band(
      [
        [26, 18],
        [34, 8],
        [48, 4],
        [58, 10],
      ],
      (t) => 6 - 5.5 * t,
    ) +
    band(
      [
        [30, 20],
        [42, 14],
        [54, 16],
      ],
      (t) => 4.5 - 4 * t,
    );
  const ear = part([c(30, 22), [38, 22], c(44, 28), [36, 28]]);
  return art(
    { d: farHind + foreFar, marks: hoof(46, 97, 7) },
    { d: tail },
    {
      d: body,
      lines: line([
        [44, 44],
        [54, 56],
        [62, 64],
      ]),
    },
    { d: nearHind, marks: hoof(70, 97, 9) },
    { d: foreNear, marks: hoof(12, 50, 7) },
    { d: horns },
    { d: head + beard + ear, marks: circle(22, 24, 1.8) },
  );
}

export function hare(): ChargeArt {
  // Sitting up, ears tall, a round haunch and a puff of tail.
  const haunch = part([
    [44, 48],
    [62, 44],
    [78, 54],
    [86, 70],
    [84, 86],
    c(90, 94),
    c(56, 94),
    [46, 86],
    [40, 70],
  ]);
  const tail = circle(88, 72, 6);
  const chest = part([
    [32, 40],
    [44, 40],
    [50, 56],
    [48, 76],
    [42, 90],
    c(40, 94),
    c(28, 94),
    [32, 86],
    [34, 70],
    [30, 56],
  ]);
  const head = part([
    [38, 24],
    [30, 22],
    [20, 26],
    [12, 34],
    c(8, 40),
    [14, 44],
    [24, 46],
    [34, 46],
    [42, 40],
    [44, 32],
  ]);
  const earFar = band(
    [
      [38, 26],
      [44, 12],
      [54, 2],
    ],
    (t) => 8 * Math.sin(Math.PI * (0.3 + 0.7 * t)) ** 0.6 + 0.3,
  );
  const earNear = band(
    [
      [34, 26],
      [36, 12],
      [42, 0],
    ],
    (t) => 9 * Math.sin(Math.PI * (0.3 + 0.7 * t)) ** 0.6 + 0.3,
  );
  return art(
    { d: earFar + tail },
    {
      d: haunch,
      lines:
        line([
          [56, 60],
          [66, 72],
          [70, 86],
        ]) + segments([[60, 94, 72, 94]]),
    },
    { d: chest, lines: segments([[32, 92, 40, 92]]) },
    { d: head, marks: circle(24, 33, 2.2) + circle(10, 40, 1.2) },
    {
      d: earNear,
      lines: line([
        [36, 22],
        [38, 10],
      ]),
    },
  );
}

export function unicorn(): ChargeArt {
  // Passant with one foreleg raised: a horse's body, a long twisted horn, a goat's beard and a tufted tail.
  const tail =
    band(
      [
        [82, 40],
        [92, 46],
        [94, 60],
        [88, 70],
      ],
      () => 3.5,
    ) + part([c(88, 68), [94, 74], c(90, 84), [84, 76]]);
  const farLegs =
    leg(
      [
        [36, 60],
        [38, 78],
        [36, 94],
      ],
      7,
      5,
    ) +
    leg(
      [
        [74, 60],
        [80, 76],
        [78, 94],
      ],
      7,
      5,
    );
  const body = part([
    [26, 38],
    [36, 34],
    [54, 36],
    [72, 34],
    [84, 40],
    [86, 52],
    [78, 62],
    [60, 62],
    [42, 62],
    [30, 58],
    [24, 48],
  ]);
  const neck = part([
    [22, 46],
    [20, 32],
    [18, 20],
    [22, 12],
    [30, 12],
    [34, 22],
    [38, 34],
    [40, 44],
  ]);
  const head = part([[20, 12], [14, 14], [8, 22], c(4, 30), [8, 34], [14, 32], [22, 26], [26, 18]]);
  const mane = scallop(
    [
      [24, 10],
      [32, 14],
      [36, 22],
      [40, 30],
      [42, 38],
    ],
    3,
    false,
  );
  const horn = poly([c(18, 12), c(10, -2), c(22, 11)]);
  const beard = part([c(8, 32), c(14, 32), c(10, 40)]);
  const nearFore = leg(
    [
      [30, 52],
      [28, 68],
      [16, 72],
      [12, 64],
    ],
    8,
    5,
  );
  const nearHind = leg(
    [
      [70, 50],
      [80, 64],
      [72, 80],
      [74, 94],
    ],
    11,
    5,
  );
  return art(
    { d: tail + farLegs, marks: hoof(36, 96) + hoof(78, 96) },
    {
      d: body,
      lines: line([
        [44, 46],
        [56, 50],
        [66, 48],
      ]),
    },
    { d: nearHind, marks: hoof(74, 96, 8) },
    { d: nearFore, marks: hoof(12, 64, 6) },
    { d: neck, lines: mane },
    {
      d: horn,
      lines: segments([
        [12, 2, 16, 2],
        [13, 5, 18, 5],
        [14, 8, 20, 8],
      ]),
    },
    { d: head + beard, marks: circle(15, 19, 1.8) + circle(7, 29, 1.2) },
  );
}

export function elephant(): ChargeArt {
  // Standing: a great body on pillar legs, a fanned ear, the trunk hanging and curled, a tusk.
  const farLegs =
    leg(
      [
        [40, 66],
        [40, 94],
      ],
      11,
      11,
    ) +
    leg(
      [
        [78, 66],
        [78, 94],
      ],
      11,
      11,
    );
  const body = part([
    [26, 34],
    [40, 24],
    [60, 22],
    [80, 26],
    [92, 38],
    [94, 56],
    [88, 70],
    [70, 72],
    [48, 72],
    [30, 66],
    [22, 52],
  ]);
  const nearLegs =
    leg(
      [
        [32, 64],
        [32, 96],
      ],
      13,
      13,
    ) +
    leg(
      [
        [70, 66],
        [70, 96],
      ],
      13,
      13,
    );
  const head = part([
    [32, 28],
    [22, 24],
    [12, 30],
    [8, 42],
    [10, 54],
    [16, 60],
    [26, 60],
    [34, 52],
  ]);
  const trunk = band(
    [
      [12, 50],
      [8, 64],
      [8, 78],
      [12, 88],
      [18, 86],
    ],
    (t) => 10 - 5 * t,
  );
  const ear = part([
    [26, 30],
    [38, 26],
    [46, 36],
    [46, 52],
    [38, 62],
    [28, 58],
    [26, 44],
  ]);
  const tusk = band(
    [
      [16, 60],
      [22, 68],
      [30, 68],
    ],
    (t) => 4.5 - 4 * t,
  );
  const tail = band(
    [
      [92, 40],
      [98, 52],
      [97, 64],
    ],
    () => 2.5,
  );
  return art(
    { d: farLegs + tail },
    {
      d: body,
      lines: line([
        [56, 40],
        [62, 54],
      ]),
    },
    {
      d: nearLegs,
      lines: segments([
        [26, 92, 38, 92],
        [64, 92, 76, 92],
      ]),
    },
    { d: head, marks: circle(17, 38, 2) },
    {
      d: trunk,
      lines: segments([
        [8, 66, 12, 66],
        [8, 74, 12, 74],
      ]),
    },
    { d: tusk },
    {
      d: ear,
      lines: line([
        [32, 36],
        [38, 44],
        [36, 54],
      ]),
    },
  );
}

export function squirrel(): ChargeArt {
  // Sitting up with a nut in its forepaws, the great bushy tail curling up over its back.
  const tail = part([
    [54, 84],
    [72, 84],
    [86, 72],
    [94, 52],
    [94, 30],
    [88, 12],
    [74, 4],
    [60, 6],
    [54, 16],
    [60, 22],
    [70, 18],
    [78, 26],
    [76, 44],
    [66, 60],
    [56, 70],
  ]);
  const body = part([
    [36, 40],
    [50, 38],
    [60, 50],
    [64, 70],
    [62, 86],
    c(66, 94),
    c(40, 94),
    [36, 84],
    [32, 66],
    [30, 52],
  ]);
  const head = part([[36, 42], [40, 30], [36, 20], [28, 18], [18, 22], c(10, 30), [16, 36], [26, 42]]);
  const ear = part([c(34, 8), [38, 18], [30, 20]]);
  const nut = ellipse(22, 50, 6, 7);
  const paws = leg(
    [
      [36, 50],
      [28, 50],
      [24, 46],
    ],
    5,
    4,
  );
  return art(
    {
      d: tail,
      lines: line([
        [66, 80],
        [80, 68],
        [88, 48],
        [86, 26],
        [76, 12],
      ]),
    },
    {
      d: body,
      lines: line([
        [46, 70],
        [52, 84],
        [60, 90],
      ]),
    },
    {
      d: nut,
      lines: line([
        [18, 48],
        [26, 48],
      ]),
    },
    { d: paws },
    { d: head + ear, marks: circle(24, 26, 2) + circle(11, 30, 1.2) },
  );
}

export function rat(): ChargeArt {
  // On all fours, a pointed snout, round ears and a long naked tail curling away.
  const tail = band(
    [
      [78, 72],
      [90, 80],
      [94, 92],
      [84, 96],
      [74, 92],
    ],
    (t) => 5 - 4 * t,
  );
  const body = part([
    [30, 54],
    [44, 44],
    [62, 44],
    [76, 52],
    [82, 64],
    [76, 76],
    [58, 80],
    [40, 78],
    [28, 70],
  ]);
  const head = part([[36, 52], [26, 50], [16, 54], c(4, 62), [14, 66], [26, 70], [34, 68]]);
  const ear = circle(30, 48, 7);
  const legs =
    leg(
      [
        [34, 74],
        [30, 84],
      ],
      5,
      4,
    ) +
    leg(
      [
        [70, 74],
        [72, 84],
      ],
      6,
      4,
    );
  return art(
    { d: tail },
    {
      d: legs,
      lines: segments([
        [26, 84, 32, 84],
        [68, 84, 76, 84],
      ]),
    },
    {
      d: body,
      lines: line([
        [52, 58],
        [62, 64],
        [66, 72],
      ]),
    },
    {
      d: ear,
      lines: line([
        [28, 46],
        [32, 50],
      ]),
    },
    {
      d: head,
      lines: segments([
        [6, 62, 0, 58],
        [6, 63, 0, 66],
      ]),
      marks: circle(19, 58, 1.8) + circle(5, 62, 1.4),
    },
  );
}
