// Birds and small creatures: the eagle, raven, owl, dove, serpent, fish, spider and bee, each drawn in a
// 100 x 100 box, facing dexter (the viewer's left) where they face at all.
import { symmetricLoop } from '../../../../art/path.js';
import {
  art,
  type ChargeArt,
  c,
  circle,
  ellipse,
  flipX,
  leaf,
  limb,
  line,
  type Pt,
  part,
  poly,
  segments,
} from './kit.js';

export function eagle(): ChargeArt {
  // Displayed: wings raised and spread, legs apart, the tail fanned, the head turned to dexter.
  const wing: Pt[] = [
    [55, 34],
    [60, 22],
    [68, 12],
    [80, 5],
    c(98, 6),
    [89, 15],
    c(99, 22),
    [89, 29],
    c(97, 38),
    [86, 42],
    c(92, 52),
    [80, 51],
    c(82, 62),
    [70, 57],
    [58, 52],
  ];
  const quills: [number, number, number, number][] = [
    [62, 38, 89, 15],
    [62, 42, 89, 29],
    [62, 46, 86, 42],
    [62, 50, 80, 51],
  ];
  const feathers = segments([
    ...quills,
    ...quills.map(([a, b, x, y]) => [100 - a, b, 100 - x, y] as [number, number, number, number]),
  ]);
  const tail = part([
    [44, 70],
    [56, 70],
    c(67, 90),
    [58, 87],
    c(54, 97),
    [50, 90],
    c(46, 97),
    [42, 87],
    c(33, 90),
  ]);
  const legs =
    limb(
      [
        [45, 64],
        [38, 74],
        [32, 80],
      ],
      6,
      4,
    ) +
    limb(
      [
        [55, 64],
        [62, 74],
        [68, 80],
      ],
      6,
      4,
    );
  const talons = segments([
    [32, 80, 25, 80],
    [32, 80, 27, 86],
    [32, 80, 33, 87],
    [68, 80, 75, 80],
    [68, 80, 73, 86],
    [68, 80, 67, 87],
  ]);
  const head = part([
    [54, 36],
    [56, 24],
    [52, 14],
    [44, 10],
    [37, 12],
    [31, 16],
    c(24, 24),
    [31, 23],
    [37, 25],
    [42, 30],
    [44, 38],
  ]);
  return art(
    { d: part(wing, 0.9) + part(flipX(wing), 0.9), lines: feathers },
    {
      d: tail,
      lines: segments([
        [50, 74, 50, 90],
        [46, 74, 42, 86],
        [54, 74, 58, 86],
      ]),
    },
    { d: legs, lines: talons },
    {
      d: part([
        [50, 30],
        [60, 42],
        [58, 62],
        [50, 72],
        [42, 62],
        [40, 42],
      ]),
      lines:
        line([
          [44, 46],
          [50, 52],
          [56, 46],
        ]) +
        line([
          [45, 56],
          [50, 61],
          [55, 56],
        ]),
    },
    {
      d: head,
      lines: line([
        [31, 17],
        [36, 19],
      ]),
      marks: circle(42, 17, 2.2),
    },
  );
}

export function raven(): ChargeArt {
  const body: Pt[] = [
    c(4, 29),
    [14, 22],
    [24, 16],
    [34, 15],
    [42, 20],
    [48, 28],
    [62, 33],
    [78, 42],
    [90, 54],
    c(99, 63),
    [90, 64],
    c(96, 73),
    [82, 68],
    [70, 70],
    [58, 72],
    [44, 70],
    [34, 62],
    [28, 50],
    [25, 40],
    [20, 35],
    [13, 33],
  ];
  const legs =
    limb(
      [
        [48, 68],
        [46, 80],
        [42, 92],
      ],
      4,
      3,
    ) +
    limb(
      [
        [56, 69],
        [56, 82],
        [54, 92],
      ],
      4,
      3,
    );
  const toes = segments([
    [42, 92, 32, 95],
    [42, 92, 44, 97],
    [54, 92, 48, 96],
    [54, 92, 62, 96],
  ]);
  const wing =
    line([
      [40, 30],
      [54, 40],
      [70, 50],
      [86, 60],
    ]) +
    line([
      [44, 40],
      [52, 52],
      [66, 60],
      [80, 64],
    ]);
  return art(
    { d: legs, lines: toes },
    {
      d: part(body, 0.9),
      lines:
        wing +
        line([
          [4, 29],
          [15, 28],
          [22, 27],
        ]) +
        line([
          [74, 54],
          [84, 60],
        ]),
      marks: circle(27, 22, 2.3),
    },
  );
}

export function owl(): ChargeArt {
  const half: Pt[] = [
    [50, 18],
    [60, 14],
    c(74, 3),
    [77, 18],
    [83, 32],
    [86, 52],
    [82, 72],
    [74, 86],
    [62, 94],
    [50, 96],
  ];
  const body = part(symmetricLoop(half, 50));
  const chest = [
    [42, 64, 46, 68, 50, 64],
    [50, 64, 54, 68, 58, 64],
    [38, 74, 42, 78, 46, 74],
    [46, 74, 50, 78, 54, 74],
    [54, 74, 58, 78, 62, 74],
    [44, 84, 48, 88, 52, 84],
    [52, 84, 56, 88, 60, 84],
  ]
    .map(([a, b, x, y, p, q]) =>
      line(
        [
          [a!, b!],
          [x!, y!],
          [p!, q!],
        ],
        true,
      ),
    )
    .join('');
  const wings =
    line([
      [20, 44],
      [18, 62],
      [24, 80],
      [34, 90],
    ]) +
    line([
      [80, 44],
      [82, 62],
      [76, 80],
      [66, 90],
    ]);
  const feet = segments([
    [42, 95, 38, 99],
    [44, 95, 44, 99],
    [58, 95, 62, 99],
    [56, 95, 56, 99],
  ]);
  return art(
    { d: body, lines: chest + wings + feet },
    {
      d: circle(37, 38, 13) + circle(63, 38, 13),
      lines:
        line([
          [28, 26],
          [37, 30],
          [46, 28],
        ]) +
        line([
          [54, 28],
          [63, 30],
          [72, 26],
        ]),
      marks: circle(37, 39, 5.5) + circle(63, 39, 5.5),
    },
    { d: poly([c(45, 46), c(55, 46), c(50, 58)]) },
  );
}

export function dove(): ChargeArt {
  const body: Pt[] = [
    c(4, 52),
    [12, 46],
    [20, 42],
    [28, 45],
    [34, 52],
    [50, 58],
    [70, 58],
    [86, 52],
    c(99, 46),
    [93, 58],
    c(99, 66),
    [82, 67],
    [62, 72],
    [42, 71],
    [28, 66],
    [18, 58],
    [12, 55],
  ];
  const wing = (dx: number, dy: number): Pt[] =>
    (
      [
        [38, 56],
        [36, 42],
        [42, 26],
        [54, 12],
        c(68, 4),
        [67, 14],
        c(75, 12),
        [71, 23],
        c(79, 24),
        [71, 35],
        c(77, 40),
        [66, 50],
        [56, 58],
      ] as Pt[]
    ).map((p) => (p.length === 3 ? c(p[0] + dx, p[1] + dy) : [p[0] + dx, p[1] + dy]));
  const sprig =
    line([
      [6, 53],
      [2, 62],
      [4, 72],
    ]) +
    line([
      [3, 60],
      [8, 64],
    ]) +
    line([
      [2, 67],
      [7, 72],
    ]);
  return art(
    {
      d: part(wing(-14, 8), 0.9),
      lines: line([
        [40, 50],
        [50, 30],
        [58, 18],
      ]),
    },
    { d: part(body, 0.9), lines: sprig, marks: circle(17, 48, 2) },
    {
      d: part(wing(0, 0), 0.9) + leaf(6, 66, 4, 2, 70) + leaf(8, 73, 4, 2, 110),
      lines: segments([
        [48, 46, 67, 14],
        [52, 48, 71, 23],
        [56, 50, 71, 35],
      ]),
    },
  );
}

export function serpent(): ChargeArt {
  // Erect in an S, the head raised to dexter with a forked tongue.
  const spine: Pt[] = [
    [82, 96],
    [90, 86],
    [86, 74],
    [68, 68],
    [42, 66],
    [22, 58],
    [18, 42],
    [30, 32],
    [52, 30],
    [60, 22],
    [54, 14],
  ];
  const body = limb(spine, 2, 14);
  const head: Pt[] = [[62, 20], [58, 10], [48, 6], [36, 8], c(26, 14), [36, 19], [48, 22], [56, 26]];
  const scalesLines = segments([
    [22, 52, 14, 48],
    [26, 60, 22, 66],
    [40, 62, 38, 70],
    [56, 64, 56, 72],
    [72, 64, 74, 72],
    [84, 72, 92, 70],
    [30, 36, 26, 28],
    [42, 34, 42, 26],
  ]);
  return art(
    { d: body, lines: scalesLines },
    {
      d: part(head, 0.9),
      lines:
        line([[26, 14], [18, 15], c(12, 11)], true) +
        line(
          [
            [18, 15],
            [12, 19],
          ],
          true,
        ) +
        line([
          [30, 15],
          [44, 16],
        ]),
      marks: circle(44, 11, 2.2),
    },
  );
}

export function fish(): ChargeArt {
  const body: Pt[] = [
    c(4, 48),
    [14, 38],
    [30, 31],
    [50, 30],
    [66, 35],
    [78, 46],
    c(96, 28),
    [90, 50],
    c(96, 72),
    [78, 54],
    [66, 64],
    [50, 70],
    [30, 68],
    [14, 60],
  ];
  const fins = part([c(40, 32), [48, 18], c(64, 22), [60, 34]]) + part([c(44, 66), [50, 80], c(60, 66)]);
  const scaleArcs = [
    [40, 44],
    [50, 40],
    [50, 52],
    [60, 46],
    [40, 56],
    [60, 58],
  ]
    .map(([x, y]) =>
      line([
        [x!, y! - 5],
        [x! + 4, y!],
        [x!, y! + 5],
      ]),
    )
    .join('');
  return art(
    {
      d: fins,
      lines: segments([
        [48, 22, 50, 32],
        [56, 22, 56, 33],
      ]),
    },
    {
      d: part(body, 0.9),
      lines:
        line([
          [26, 36],
          [30, 48],
          [26, 62],
        ]) +
        scaleArcs +
        segments([
          [84, 40, 80, 50],
          [84, 60, 80, 52],
        ]),
      marks: circle(15, 45, 2.4),
    },
  );
}

export function spider(): ChargeArt {
  // Seen from above: eight bent legs, a small head and a large marked abdomen.
  const legR: Pt[][] = [
    [
      [56, 34],
      [74, 16],
      [82, 4],
    ],
    [
      [58, 40],
      [82, 30],
      [96, 24],
    ],
    [
      [58, 46],
      [82, 54],
      [96, 64],
    ],
    [
      [56, 50],
      [74, 70],
      [84, 94],
    ],
  ];
  const legs = legR.flatMap((pts) => [limb(pts, 5, 2.5), limb(flipX(pts), 5, 2.5)]).join('');
  const marking =
    line([
      [50, 56],
      [44, 66],
      [50, 72],
      [56, 66],
      [50, 56],
    ]) +
    line(
      [
        [50, 74],
        [44, 82],
        [56, 82],
        [50, 74],
      ],
      true,
    );
  return art(
    { d: legs },
    { d: ellipse(50, 70, 17, 21), lines: marking },
    { d: ellipse(50, 42, 11, 12), marks: circle(46, 34, 1.8) + circle(54, 34, 1.8) },
    { d: part([c(44, 31), [46, 24], c(48, 30)]) + part([c(56, 31), [54, 24], c(52, 30)]) },
  );
}

export function bee(): ChargeArt {
  const wingR = leaf(70, 32, 22, 11, -25) + leaf(70, 50, 18, 8, 15);
  const wingL = leaf(30, 32, 22, 11, 25) + leaf(30, 50, 18, 8, -15);
  const legs = segments([
    [44, 50, 30, 62],
    [56, 50, 70, 62],
    [44, 56, 32, 74],
    [56, 56, 68, 74],
    [45, 46, 32, 48],
    [55, 46, 68, 48],
  ]);
  return art(
    { d: '', lines: legs },
    {
      d: wingR + wingL,
      lines:
        line([
          [52, 40],
          [70, 32],
          [88, 26],
        ]) +
        line([
          [48, 40],
          [30, 32],
          [12, 26],
        ]),
    },
    {
      d: part([[50, 44], [60, 52], [62, 68], [56, 84], c(50, 97), [44, 84], [38, 68], [40, 52]]),
      lines: segments([
        [40, 58, 60, 58],
        [39, 68, 61, 68],
        [42, 78, 58, 78],
      ]),
    },
    { d: circle(50, 40, 9) },
    {
      d: circle(50, 25, 7),
      lines:
        line([
          [46, 20],
          [40, 10],
          [34, 7],
        ]) +
        line([
          [54, 20],
          [60, 10],
          [66, 7],
        ]),
    },
  );
}
