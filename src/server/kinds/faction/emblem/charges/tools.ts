// Tools, regalia and tokens: the orb, sceptre, beehive, bone, cross formy, tankard, shears, ladder, purse, oar,
// scythe, sickle, pickaxe and feather, each drawn in a 100 x 100 box.
import {
  art,
  band,
  type ChargeArt,
  c,
  circle,
  ellipse,
  line,
  ovalAt,
  type Pt,
  part,
  poly,
  ring,
  segments,
  spindle,
  sym,
  symPoly,
  turn,
} from './kit.js';

export function orb(): ChargeArt {
  const ball = part(ovalAt(50, 62, 32, 32, 0, 20));
  const equator = band(
    [
      [18, 60],
      [34, 66],
      [50, 68],
      [66, 66],
      [82, 60],
    ],
    () => 7,
  );
  const meridian = band(
    [
      [50, 30],
      [50, 94],
    ],
    () => 7,
  );
  const cross = poly([
    c(46, 4),
    c(54, 4),
    c(54, 12),
    c(62, 12),
    c(62, 19),
    c(54, 19),
    c(54, 31),
    c(46, 31),
    c(46, 19),
    c(38, 19),
    c(38, 12),
    c(46, 12),
  ]);
  return art(
    { d: cross },
    {
      d: ball,
      lines: line([
        [28, 46],
        [36, 38],
      ]),
    },
    { d: meridian },
    { d: equator, marks: circle(36, 65, 1.8) + circle(64, 65, 1.8) },
  );
}

export function sceptre(): ChargeArt {
  const rod = band(
    [
      [50, 30],
      [50, 92],
    ],
    (t) => 10 - 2 * t,
  );
  const knops = ellipse(50, 54, 9, 4.5) + ellipse(50, 74, 8, 4) + circle(50, 93, 6);
  const collar = symPoly([c(50, 25), c(64, 25), c(58, 35), c(50, 35)]);
  // A fleur head: a tall middle petal and two curling side petals over a band.
  const head =
    part([c(50, 0), [58, 9], [59, 18], c(50, 27), [41, 18], [42, 9]]) +
    part([c(46, 25), [38, 12], [26, 8], [18, 18], [28, 16], c(34, 27)]) +
    part([c(54, 25), [62, 12], [74, 8], [82, 18], [72, 16], c(66, 27)]);
  return art(
    {
      d: rod,
      lines: segments([
        [46, 42, 54, 46],
        [46, 62, 54, 66],
      ]),
    },
    { d: knops },
    { d: head },
    { d: collar },
  );
}

export function beehive(): ChargeArt {
  // A straw skep: coils of straw narrowing to the top, a dark door at its foot, on a board.
  const skep = sym([c(50, 8), [62, 11], [72, 22], [79, 40], [83, 60], c(86, 84), c(50, 84)]);
  const coil = (y: number, w: number) =>
    line([
      [50 - w, y - 1],
      [50, y + 3],
      [50 + w, y - 1],
    ]);
  const bee = (x: number, y: number) =>
    ellipse(x, y, 3.5, 2.2) + ellipse(x - 1, y - 3, 2.5, 1.5) + ellipse(x + 1.5, y - 3, 2.5, 1.5);
  return art(
    { d: poly([c(10, 84), c(90, 84), c(90, 92), c(10, 92)]) },
    {
      d: skep,
      lines: coil(20, 18) + coil(32, 25) + coil(45, 30) + coil(58, 33) + coil(71, 35),
      marks: part([c(42, 84), [43, 76], [50, 72], [57, 76], c(58, 84)]),
    },
    { d: bee(12, 30) + bee(88, 22) },
  );
}

export function bone(): ChargeArt {
  const knob = (x: number, y: number, dir: number): string => {
    const a = (dir * Math.PI) / 180;
    const nx = Math.cos(a) * 7.5;
    const ny = Math.sin(a) * 7.5;
    return circle(x + nx, y + ny, 9.5) + circle(x - nx, y - ny, 9.5);
  };
  const shaft = band(
    [
      [24, 76],
      [50, 50],
      [76, 24],
    ],
    (t) => 12 - 5 * Math.sin(Math.PI * t),
  );
  return art(
    { d: knob(22, 78, 45) + knob(78, 22, 45) },
    {
      d: shaft,
      lines: line([
        [34, 70],
        [50, 56],
        [64, 40],
      ]),
    },
  );
}

export function crossFormy(): ChargeArt {
  // A cross formy: four arms flaring from a narrow centre to broad straight ends.
  const arm: Pt[] = [c(-6, -6), [-8, -18], [-13, -32], c(-21, -44), c(21, -44), [13, -32], [8, -18]];
  const pts: Pt[] = [];
  for (const deg of [0, 90, 180, 270]) {
    for (const p of turn(arm, deg, 0, 0))
      pts.push(p.length === 3 ? c(p[0] + 50, p[1] + 50) : [p[0] + 50, p[1] + 50]);
  }
  return art({
    d: part(pts),
    lines: segments([
      [50, 14, 50, 40],
      [50, 60, 50, 86],
      [14, 50, 40, 50],
      [60, 50, 86, 50],
    ]),
  });
}

export function tankard(): ChargeArt {
  const body = poly([c(22, 26), c(66, 26), c(70, 92), c(18, 92)]);
  const handle = band(
    [
      [66, 36],
      [84, 36],
      [90, 54],
      [82, 72],
      [68, 78],
    ],
    () => 8,
  );
  const lid = part([c(18, 26), [22, 18], [44, 14], [66, 18], c(70, 26)]);
  const thumb = part([c(66, 16), [74, 6], [80, 8], c(72, 20)]);
  return art(
    { d: handle },
    {
      d: body,
      lines:
        segments([
          [20, 40, 68, 40],
          [19, 80, 69, 80],
        ]) +
        line(
          [
            [32, 48],
            [32, 74],
          ],
          true,
        ),
    },
    { d: lid + thumb, marks: circle(44, 16, 2.5) },
  );
}

export function shears(): ChargeArt {
  // Scissors, open, points up: each blade runs from a finger ring through the pivot to its point.
  const blade = (sign: 1 | -1) =>
    band(
      [
        [50 + sign * 4, 56],
        [50 - sign * 8, 34],
        [50 - sign * 22, 6],
      ],
      (t) => (t < 0.15 ? 9 : 9 * (1 - (t - 0.15) / 0.85)),
    );
  const shank = (sign: 1 | -1) =>
    band(
      [
        [50 - sign * 2, 50],
        [50 + sign * 12, 70],
      ],
      () => 6,
    );
  return art(
    { d: blade(1) + shank(1) + ring(70, 80, 12, 6.5) },
    { d: blade(-1) + shank(-1) + ring(30, 80, 12, 6.5), marks: circle(50, 50, 2.5) },
  );
}

export function ladder(): ChargeArt {
  const rungs = [16, 32, 48, 64, 80]
    .map((y) => poly([c(30, y), c(70, y), c(70, y + 6), c(30, y + 6)]))
    .join('');
  const rails =
    poly([c(22, 4), c(31, 4), c(31, 96), c(22, 96)]) + poly([c(69, 4), c(78, 4), c(78, 96), c(69, 96)]);
  return art(
    { d: rungs },
    {
      d: rails,
      lines: segments([
        [26.5, 10, 26.5, 90],
        [73.5, 10, 73.5, 90],
      ]),
    },
  );
}

export function purse(): ChargeArt {
  const bag = part([
    c(38, 34),
    c(62, 34),
    [76, 46],
    [86, 66],
    [80, 86],
    [62, 94],
    [38, 94],
    [20, 86],
    [14, 66],
    [24, 46],
  ]);
  const frill = part([
    c(40, 34),
    [30, 22],
    c(22, 10),
    [34, 16],
    c(42, 8),
    [50, 16],
    c(58, 8),
    [66, 16],
    c(78, 10),
    [70, 22],
    c(60, 34),
  ]);
  const tie = band(
    [
      [34, 34],
      [50, 37],
      [66, 34],
    ],
    () => 6,
  );
  const strings =
    band(
      [
        [60, 36],
        [72, 44],
        [76, 56],
      ],
      () => 3,
    ) + circle(77, 58, 3.5);
  return art(
    {
      d: frill,
      lines: segments([
        [42, 16, 44, 30],
        [58, 16, 56, 30],
      ]),
    },
    {
      d: bag,
      lines: line([
        [30, 58],
        [36, 74],
        [46, 84],
      ]),
      marks: circle(50, 66, 3),
    },
    { d: tie + strings },
  );
}

export function oar(): ChargeArt {
  const shaft = band(
    [
      [84, 6],
      [46, 56],
    ],
    () => 7,
  );
  const grip = band(
    [
      [90, 0],
      [82, 9],
    ],
    () => 8,
  );
  const blade = band(
    [
      [50, 50],
      [36, 68],
      [20, 90],
      [16, 96],
    ],
    (t) => (t < 0.25 ? 7 + 40 * t : 17 + 3 * (t - 0.25)),
  );
  return art(
    { d: shaft + grip, lines: segments([[80, 13, 74, 19]]) },
    {
      d: blade,
      lines: line([
        [44, 58],
        [30, 76],
        [20, 90],
      ]),
    },
  );
}

export function scythe(): ChargeArt {
  const snath = band(
    [
      [60, 98],
      [54, 70],
      [56, 40],
      [50, 8],
    ],
    () => 6,
  );
  const grips =
    band(
      [
        [56, 38],
        [66, 35],
      ],
      () => 5,
    ) +
    band(
      [
        [55, 66],
        [64, 64],
      ],
      () => 5,
    );
  const blade = band(
    [
      [52, 10],
      [36, 8],
      [20, 14],
      [8, 28],
      [4, 42],
    ],
    (t) => 18 * (1 - t) ** 0.8 + 0.2,
  );
  return art(
    { d: snath + grips },
    {
      d: blade,
      lines: line([
        [48, 14],
        [30, 14],
        [16, 24],
      ]),
    },
  );
}

export function sickle(): ChargeArt {
  const arc: Pt[] = [];
  for (let i = 0; i <= 8; i++) {
    const a = ((125 + (250 * i) / 8) * Math.PI) / 180;
    arc.push([54 + Math.cos(a) * 30, 42 + Math.sin(a) * 30]);
  }
  const blade = band(arc, (t) => 12 * (1 - t) ** 0.7 + 0.2);
  const handle = band(
    [
      [38, 68],
      [32, 82],
      [28, 96],
    ],
    () => 9,
  );
  return art(
    {
      d: handle,
      lines: segments([
        [30, 80, 38, 83],
        [28, 88, 36, 91],
      ]),
    },
    {
      d: blade,
      lines: line(arc.slice(1, 6).map((p) => [54 + (p[0] - 54) * 0.94, 42 + (p[1] - 42) * 0.94] as Pt)),
    },
  );
}

export function pickaxe(): ChargeArt {
  const haft = band(
    [
      [20, 94],
      [72, 24],
    ],
    () => 8,
  );
  const head = spindle(
    [
      [36, 4],
      [58, 12],
      [72, 24],
      [84, 42],
      [90, 64],
    ],
    14,
  );
  return art(
    {
      d: haft,
      lines: segments([
        [24, 82, 30, 86],
        [28, 76, 34, 80],
      ]),
    },
    { d: head, marks: circle(72, 24, 2.5) },
  );
}

export function feather(): ChargeArt {
  // A plume: a broad vane with splits in its edges and the bare quill below it.
  const vane: Pt[] = [
    [44, 74],
    [32, 66],
    c(25, 56),
    [31, 54],
    [23, 46],
    [22, 30],
    c(26, 20),
    [31, 22],
    [32, 12],
    c(50, 2),
    [60, 14],
    [64, 28],
    c(63, 40),
    [57, 40],
    [63, 46],
    [60, 58],
    [54, 68],
  ];
  const shaft = band(
    [
      [49, 6],
      [49, 40],
      [46, 72],
      [38, 97],
    ],
    (t) => 1.5 + 3.5 * t,
  );
  const barbs = segments([
    [49, 16, 36, 12],
    [49, 28, 30, 26],
    [49, 36, 26, 38],
    [48, 48, 29, 52],
    [47, 60, 34, 64],
    [49, 22, 58, 16],
    [49, 32, 62, 28],
    [48, 48, 60, 48],
    [48, 58, 57, 60],
  ]);
  const lean = (pts: readonly Pt[]) =>
    turn(
      pts.map((p) =>
        p.length === 3 ? c(50 + (p[0] - 50) * 0.8, p[1]) : ([50 + (p[0] - 50) * 0.8, p[1]] as Pt),
      ),
      28,
    );
  const leanLines = (d: string) =>
    d.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_, x: string, y: string) => {
      const [p] = lean([[Number(x), Number(y)]]);
      return `${p![0].toFixed(2)} ${p![1].toFixed(2)}`;
    });
  return art({ d: part(lean(vane)), lines: leanLines(barbs) }, { d: leanLines(shaft) });
}
