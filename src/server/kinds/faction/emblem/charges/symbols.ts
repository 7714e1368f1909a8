// Charges that are signs rather than things: the eye, skull, crescent, mullet, sun, flame, hand, rose,
// fleur-de-lis, mask, heart and escallop, each drawn in a 100 x 100 box.
import {
  around,
  art,
  type ChargeArt,
  c,
  circle,
  flipX,
  hole,
  limb,
  line,
  type Pt,
  part,
  poly,
  segments,
  sym,
} from './kit.js';

export function eye(): ChargeArt {
  const lids: Pt[] = [c(4, 52), [20, 36], [50, 24], [80, 36], c(96, 52), [78, 66], [50, 76], [22, 66]];
  const lashes = segments([
    [16, 38, 10, 28],
    [28, 30, 24, 18],
    [42, 26, 40, 13],
    [58, 26, 60, 13],
    [72, 30, 76, 18],
    [84, 38, 90, 28],
  ]);
  return art(
    {
      d: part(lids),
      lines: `${lashes}${line([
        [14, 52],
        [50, 32],
        [86, 52],
      ])}`,
    },
    {
      d: circle(50, 52, 17),
      lines: line(around(50, 52, 11, 12).concat([[50, 41]])),
      marks: circle(50, 52, 6.5),
    },
  );
}

export function skull(): ChargeArt {
  const head = sym([
    [50, 5],
    [70, 8],
    [85, 22],
    [90, 42],
    [86, 58],
    c(76, 66),
    [74, 78],
    [68, 90],
    [58, 95],
    [50, 96],
  ]);
  const holes =
    hole([c(24, 46), [30, 37], [42, 38], [45, 48], [38, 56], [28, 54]]) +
    hole([c(76, 46), [70, 37], [58, 38], [55, 48], [62, 56], [72, 54]]) +
    poly(
      [
        [50, 57],
        [55, 69],
        [45, 69],
      ],
      true,
    );
  const teeth = segments([
    [30, 80, 70, 80],
    [38, 74, 38, 88],
    [44, 74, 44, 90],
    [50, 74, 50, 91],
    [56, 74, 56, 90],
    [62, 74, 62, 88],
  ]);
  const cheeks =
    line([
      [18, 60],
      [24, 66],
      [30, 70],
    ]) +
    line([
      [82, 60],
      [76, 66],
      [70, 70],
    ]);
  return art({
    d: head + holes,
    lines:
      teeth +
      cheeks +
      line([
        [40, 14],
        [50, 20],
        [56, 14],
      ]),
  });
}

export function crescent(): ChargeArt {
  // Two circles: the crescent is the outer disc less the inner one, horns upward.
  const d = 'M16.1 31.2A42 42 0 1 0 83.9 31.2A35 35 0 1 1 16.1 31.2Z';
  const inner = around(50, 56, 36, 24).filter((p) => p[1] > 64);
  return art({ d, lines: line(inner.sort((a, b) => a[0] - b[0])) });
}

export function mullet(): ChargeArt {
  const outer = around(50, 54, 48, 5);
  const inner = around(50, 54, 19, 5, -54);
  const pts: Pt[] = [];
  for (let i = 0; i < 5; i++) pts.push(c(outer[i]![0], outer[i]![1]), c(inner[i]![0], inner[i]![1]));
  const ridges = segments(outer.map((p) => [50, 54, p[0], p[1]] as const));
  return art({ d: poly(pts), lines: ridges });
}

export function sun(): ChargeArt {
  // Sixteen rays, straight and long alternating with short, round a face.
  const rays: Pt[] = [];
  for (let i = 0; i < 32; i++) {
    const a = ((i * 360) / 32 - 90) * (Math.PI / 180);
    const r = i % 2 === 1 ? 23 : i % 4 === 0 ? 49 : 38;
    rays.push(c(50 + Math.cos(a) * r, 50 + Math.sin(a) * r));
  }
  const face =
    line([
      [38, 44],
      [42, 41],
      [46, 44],
    ]) +
    line([
      [54, 44],
      [58, 41],
      [62, 44],
    ]) +
    line([
      [50, 46],
      [48, 55],
      [52, 56],
    ]) +
    line([
      [42, 61],
      [50, 65],
      [58, 61],
    ]);
  return art(
    { d: poly(rays) },
    { d: circle(50, 50, 24), lines: face, marks: circle(42, 46, 1.8) + circle(58, 46, 1.8) },
  );
}

export function flame(): ChargeArt {
  const outer: Pt[] = [
    [50, 97],
    [27, 92],
    [13, 76],
    [11, 56],
    [15, 40],
    c(14, 24),
    [26, 36],
    [31, 44],
    [35, 28],
    [44, 14],
    c(50, 2),
    [57, 16],
    [61, 30],
    [65, 38],
    [73, 28],
    c(85, 14),
    [90, 34],
    [91, 55],
    [87, 75],
    [73, 91],
  ];
  const inner = line([
    [40, 88],
    [31, 74],
    [35, 58],
    [44, 46],
    c(50, 30),
    [55, 46],
    [64, 58],
    [67, 73],
    [60, 88],
  ]);
  return art({
    d: part(outer),
    lines:
      inner +
      line([
        [50, 86],
        [45, 76],
        [50, 62],
        [55, 76],
        [50, 86],
      ]),
  });
}

export function hand(): ChargeArt {
  const outline: Pt[] = [
    c(36, 97),
    [36, 84],
    [30, 74],
    [22, 64],
    [12, 50],
    [9, 42],
    [14, 37],
    [21, 41],
    [28, 50],
    c(31, 52),
    [31, 20],
    [38, 11],
    [45, 20],
    c(45.5, 42),
    [46, 14],
    [52.5, 5],
    [59, 14],
    c(59.5, 42),
    [60, 18],
    [66, 10],
    [72, 18],
    c(72.5, 45),
    [73, 30],
    [78, 23],
    [83, 30],
    [83, 56],
    [80, 72],
    [74, 82],
    c(74, 97),
  ];
  const creases = segments([
    [45.5, 42, 45.5, 50],
    [59.5, 42, 59.5, 50],
    [72.5, 45, 72.5, 52],
    [36, 86, 74, 86],
  ]);
  const palm =
    line([
      [34, 60],
      [42, 66],
      [46, 76],
      [46, 82],
    ]) +
    line([
      [52, 58],
      [62, 60],
      [72, 58],
    ]);
  const joints = segments([
    [33, 30, 43, 30],
    [48, 26, 57, 26],
    [62, 28, 70, 28],
    [75, 38, 81, 38],
  ]);
  return art({
    d: part(outline, 0.8),
    lines:
      creases +
      palm +
      joints +
      line([
        [18, 44],
        [24, 52],
      ]),
  });
}

function lobes(cx: number, cy: number, rOut: number, rIn: number, turn: number): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < 5; i++) {
    const a = turn + i * 72;
    const at = (deg: number, r: number, sharp = false): Pt => {
      const rad = ((deg - 90) * Math.PI) / 180;
      const p: Pt = [cx + Math.cos(rad) * r, cy + Math.sin(rad) * r];
      return sharp ? c(p[0], p[1]) : p;
    };
    pts.push(at(a - 22, rOut * 0.92), at(a, rOut), at(a + 22, rOut * 0.92), at(a + 36, rIn, true));
  }
  return pts;
}

export function rose(): ChargeArt {
  const barbs: Pt[] = [];
  for (let i = 0; i < 5; i++) {
    const a = ((36 + i * 72 - 90) * Math.PI) / 180;
    const side = (d: number, r: number): Pt => {
      const b = a + (d * Math.PI) / 180;
      return [50 + Math.cos(b) * r, 50 + Math.sin(b) * r];
    };
    barbs.push(side(-14, 30), c(50 + Math.cos(a) * 49, 50 + Math.sin(a) * 49), side(14, 30));
  }
  const seeds = around(50, 50, 5.5, 6)
    .map((p) => circle(p[0], p[1], 1.5))
    .join('');
  return art(
    { d: poly(barbs) },
    { d: part(lobes(50, 50, 44, 28, 0)) },
    { d: part(lobes(50, 50, 27, 16, 36)) },
    { d: circle(50, 50, 10), marks: seeds },
  );
}

export function fleurDeLis(): ChargeArt {
  const petal: Pt[] = [
    [55, 62],
    [60, 48],
    [68, 36],
    [79, 29],
    [90, 31],
    [96, 40],
    [95, 51],
    c(90, 60),
    [88, 50],
    [83, 44],
    [75, 45],
    [68, 52],
    [63, 62],
  ];
  const foot: Pt[] = [[54, 70], [62, 76], [70, 83], c(80, 88), [70, 92], [60, 90], [53, 82]];
  const centre = sym([c(50, 3), [57, 14], [62, 28], [61, 44], [56, 58], [52, 68], [50, 70]]);
  const stem = sym([[50, 68], [55, 70], [54, 82], c(50, 93)]);
  return art(
    { d: part(petal) + part(flipX(petal)) + part(foot) + part(flipX(foot)) + stem },
    {
      d: centre,
      lines: line([
        [50, 12],
        [50, 62],
      ]),
    },
    {
      d: poly([
        [27, 61],
        [73, 61],
        [73, 71],
        [27, 71],
      ]),
      lines: line(
        [
          [30, 66],
          [70, 66],
        ],
        true,
      ),
    },
  );
}

export function mask(): ChargeArt {
  const face = sym([
    [50, 36],
    [60, 30],
    [76, 27],
    [90, 22],
    c(97, 14),
    [96, 30],
    [90, 44],
    [80, 56],
    [68, 62],
    [58, 58],
    c(50, 50),
  ]);
  const eyes =
    hole([c(22, 42), [28, 36], [38, 36], c(44, 44), [36, 49], [28, 48]]) +
    hole([c(78, 42), [72, 36], [62, 36], c(56, 44), [64, 49], [72, 48]]);
  const ribbon = (flip: boolean) => {
    const pts: Pt[] = [
      [16, 42],
      [6, 52],
      [12, 66],
      [5, 80],
      [10, 95],
    ];
    return limb(flip ? flipX(pts) : pts, 8, 5);
  };
  const brows =
    line([
      [20, 34],
      [32, 29],
      [44, 34],
    ]) +
    line([
      [80, 34],
      [68, 29],
      [56, 34],
    ]);
  return art(
    { d: ribbon(false) + ribbon(true) + circle(16, 42, 5) + circle(84, 42, 5) },
    {
      d: face + eyes,
      lines:
        brows +
        line([
          [50, 40],
          [50, 48],
        ]),
    },
  );
}

export function heart(): ChargeArt {
  const d = sym([c(50, 27), [60, 14], [74, 9], [88, 15], [95, 30], [92, 48], [80, 64], [66, 78], c(50, 94)]);
  return art({
    d,
    lines: line([
      [24, 24],
      [17, 32],
      [17, 42],
    ]),
  });
}

export function escallop(): ChargeArt {
  const edge: Pt[] = [];
  const n = 9;
  for (let i = 0; i <= n; i++) {
    const a = ((200 + (140 * i) / n) * Math.PI) / 180;
    const ar = (200 + (140 * (i + 0.5)) / n) * (Math.PI / 180);
    edge.push(c(50 + Math.cos(a) * 42, 58 + Math.sin(a) * 42));
    if (i < n) edge.push([50 + Math.cos(ar) * 47, 58 + Math.sin(ar) * 47]);
  }
  const shell: Pt[] = [...edge, [76, 72], [62, 84], c(56, 86), c(44, 86), [38, 84], [24, 72]];
  const ribs = edge
    .filter((p) => p.length === 3)
    .slice(1, -1)
    .map((p) => line([[50, 86], p], true))
    .join('');
  const ears = poly([
    [28, 80],
    [44, 84],
    [56, 84],
    [72, 80],
    [76, 92],
    [24, 92],
  ]);
  return art({ d: ears, lines: segments([[32, 88, 68, 88]]) }, { d: part(shell, 0.7), lines: ribs });
}
