// Things of house, hall and workshop: the candle, lamp, torch, hunting horn, harp, drum, barrel, cauldron, flask,
// padlock, chain, ring, gem, mirror and scroll, each drawn in a 100 x 100 box.
import {
  ring as annulus,
  art,
  band,
  type ChargeArt,
  c,
  circle,
  ellipse,
  hole,
  line,
  ovalAt,
  type Pt,
  part,
  poly,
  segments,
  sym,
  symPoly,
} from './kit.js';

/** A candle's or lamp's flame, its tip at (x, y), `h` tall. */
function flameAt(x: number, y: number, h: number, lean = 0): string {
  const w = h * 0.36;
  return part([
    c(x, y),
    [x + w * 0.55 + lean * 0.3, y + h * 0.34],
    [x + w * 0.6, y + h * 0.7],
    [x + w * 0.2, y + h],
    [x - w * 0.3, y + h * 0.98],
    [x - w * 0.62, y + h * 0.7],
    [x - w * 0.4 + lean * 0.3, y + h * 0.36],
  ]);
}

export function candle(): ChargeArt {
  const body = part([
    c(38, 34),
    [42, 31],
    [46, 33],
    [50, 30],
    [55, 33],
    [59, 31],
    c(62, 34),
    c(62, 80),
    c(38, 80),
  ]);
  const drip = part([c(44, 33), [45.5, 44], [44, 47], [42.5, 44], c(43, 33)]);
  const dish = sym([c(50, 78), c(80, 79), [76, 86], c(50, 88)]);
  const foot = sym([c(50, 86), c(66, 87), [70, 93], c(50, 94)]);
  return art(
    { d: annulus(84, 82, 7.5, 4) },
    {
      d: foot + dish,
      lines: line(
        [
          [26, 82],
          [74, 82],
        ],
        true,
      ),
    },
    {
      d: body + drip,
      lines: line(
        [
          [56, 40],
          [56, 74],
        ],
        true,
      ),
    },
    {
      d: flameAt(50, 4, 23),
      lines: line(
        [
          [50, 17],
          [50, 31],
        ],
        true,
      ),
    },
  );
}

export function lamp(): ChargeArt {
  // An oil lamp: a low round body with a long spout to dexter, a ring handle to sinister, a flame at the spout.
  const body = part([
    [24, 60],
    [34, 52],
    [50, 49],
    [66, 51],
    [80, 58],
    [74, 68],
    [56, 72],
    [38, 71],
  ]);
  const spout = part([[34, 56], [20, 52], c(6, 49), [10, 56], [24, 64], [36, 66]]);
  const foot = symPoly([c(52, 70), c(62, 70), c(66, 80), c(52, 80)], 52);
  const lid = ellipse(52, 50, 12, 3.5) + circle(52, 44, 3.5);
  return art(
    { d: annulus(84, 58, 10, 5.5) },
    { d: foot },
    {
      d: spout + body,
      lines: line([
        [30, 62],
        [50, 64],
        [74, 60],
      ]),
    },
    { d: lid },
    {
      d: flameAt(8, 16, 33, -2),
      lines: line(
        [
          [8, 38],
          [8, 47],
        ],
        true,
      ),
    },
  );
}

export function torch(): ChargeArt {
  const handle = poly([c(46, 50), c(54, 50), c(53, 96), c(47, 96)]);
  const head = sym([c(50, 40), c(62, 40), [60, 48], c(56, 56), c(50, 56)]);
  const fire = part([
    c(50, 2),
    [56, 14],
    c(62, 8),
    [64, 20],
    [68, 30],
    c(72, 24),
    [70, 36],
    [64, 44],
    [50, 46],
    [36, 44],
    [30, 36],
    c(28, 22),
    [34, 30],
    [38, 20],
    c(40, 10),
    [44, 20],
  ]);
  const inner = part([c(50, 18), [55, 28], [57, 36], [50, 41], [43, 36], [45, 28]]);
  return art(
    {
      d: handle,
      lines: segments([
        [47, 66, 53, 70],
        [47, 76, 53, 80],
      ]),
    },
    { d: fire },
    { d: inner },
    {
      d: head,
      lines: segments([
        [39, 45, 61, 42],
        [40, 51, 60, 48],
      ]),
    },
  );
}

export function horn(): ChargeArt {
  // A hunting horn, stringed: the mouthpiece to dexter, a curve down and up to the flared bell.
  const body = band(
    [
      [10, 44],
      [22, 60],
      [40, 70],
      [60, 68],
      [74, 56],
      [82, 42],
    ],
    (t) => 4 + 18 * t ** 2.2,
  );
  const bell = part([c(70, 44), [80, 32], c(92, 22), [96, 34], [94, 46], c(90, 58)]);
  const mouth = ellipse(9, 43, 3.5, 4.5);
  const bands = segments([
    [24, 55, 19, 63],
    [40, 64, 38, 75],
    [62, 62, 67, 73],
  ]);
  const cord = band(
    [
      [22, 59],
      [22, 36],
      [36, 18],
      [50, 15],
      [62, 22],
      [68, 44],
    ],
    () => 3,
  );
  const tassel =
    band(
      [
        [37, 18],
        [34, 32],
      ],
      (t) => 2.5 + 3 * t,
    ) +
    band(
      [
        [40, 18],
        [43, 32],
      ],
      (t) => 2.5 + 3 * t,
    );
  return art(
    { d: cord + tassel },
    { d: body + mouth, lines: bands },
    {
      d: bell,
      lines: line([
        [84, 30],
        [91, 50],
      ]),
    },
  );
}

export function harp(): ChargeArt {
  const pillar = band(
    [
      [26, 92],
      [20, 66],
      [21, 40],
      [27, 16],
    ],
    (t) => 9 - 2 * t,
  );
  const neck = band(
    [
      [24, 18],
      [36, 8],
      [52, 12],
      [66, 22],
      [80, 18],
      [88, 12],
    ],
    (t) => 9 - 3 * t,
  );
  const box = band(
    [
      [30, 92],
      [56, 60],
      [84, 16],
    ],
    (t) => 15 - 8 * t,
  );
  const strings: [number, number, number, number][] = [];
  for (let x = 32; x <= 74; x += 7) {
    const top = x < 52 ? 12 - (x - 36) * 0.05 + Math.max(0, 36 - x) * 0.1 : 14 + (x - 52) * 0.45;
    const bottom = 92 - ((x - 30) * 76) / 54 - 5;
    if (bottom > top + 6) strings.push([x, top + 4, x, bottom]);
  }
  return art(
    { d: '', lines: segments(strings) },
    {
      d: box,
      lines: line(
        [
          [34, 84],
          [78, 24],
        ],
        true,
      ),
    },
    { d: pillar },
    { d: neck, marks: circle(40, 12, 1.6) + circle(52, 15, 1.6) + circle(64, 21, 1.6) },
  );
}

export function drum(): ChargeArt {
  const stick = (x0: number, y0: number, x1: number, y1: number) =>
    band(
      [
        [x0, y0],
        [x1, y1],
      ],
      () => 4,
    ) + circle(x1, y1, 5);
  const body = part([c(18, 44), c(82, 44), c(82, 82), [66, 88], [50, 89], [34, 88], c(18, 82)]);
  const zig: Pt[] = [];
  for (let i = 0; i <= 8; i++) zig.push([18 + i * 8, i % 2 ? 80 : 50]);
  return art(
    { d: stick(78, 40, 30, 6) + stick(22, 40, 70, 6) },
    {
      d: body,
      lines:
        line(zig, true) +
        line([
          [18, 50],
          [34, 55],
          [50, 56],
          [66, 55],
          [82, 50],
        ]) +
        line([
          [18, 78],
          [34, 83],
          [50, 84],
          [66, 83],
          [82, 78],
        ]),
    },
    { d: ellipse(50, 44, 32, 9), lines: ellipse(50, 44, 27, 6) },
  );
}

export function barrel(): ChargeArt {
  const body = part([
    c(30, 14),
    [50, 12],
    c(70, 14),
    [78, 32],
    [81, 50],
    [78, 68],
    c(70, 86),
    [50, 88],
    c(30, 86),
    [22, 68],
    [19, 50],
    [22, 32],
  ]);
  const hoop = (y: number, w: number) =>
    line([
      [50 - w, y - 1],
      [50, y + 2],
      [50 + w, y - 1],
    ]);
  const staves =
    line([
      [40, 14],
      [37, 50],
      [40, 86],
    ]) +
    line([
      [60, 14],
      [63, 50],
      [60, 86],
    ]) +
    line(
      [
        [50, 13],
        [50, 87],
      ],
      true,
    );
  return art(
    { d: body, lines: staves },
    {
      d:
        band(
          [
            [24, 28],
            [50, 31],
            [76, 28],
          ],
          () => 6,
        ) +
        band(
          [
            [24, 72],
            [50, 75],
            [76, 72],
          ],
          () => 6,
        ),
      lines: hoop(50, 30),
    },
    { d: ellipse(50, 14, 20, 4.5), lines: ellipse(50, 14, 15, 2.5) },
  );
}

export function cauldron(): ChargeArt {
  const bail = band(
    [
      [16, 40],
      [20, 14],
      [50, 6],
      [80, 14],
      [84, 40],
    ],
    () => 4,
  );
  const body = part([
    c(16, 40),
    c(84, 40),
    [88, 56],
    [82, 72],
    [66, 82],
    [50, 85],
    [34, 82],
    [18, 72],
    [12, 56],
  ]);
  const rim = part([c(10, 34), c(90, 34), c(90, 43), c(10, 43)]);
  const legs =
    poly([c(24, 76), c(32, 80), c(26, 94), c(20, 94)]) +
    poly([c(46, 84), c(54, 84), c(53, 96), c(47, 96)]) +
    poly([c(68, 80), c(76, 76), c(80, 94), c(74, 94)]);
  const bubbles = circle(38, 28, 5) + circle(54, 24, 6.5) + circle(66, 29, 4);
  return art(
    { d: bail },
    { d: legs },
    { d: bubbles },
    {
      d: body,
      lines: line([
        [18, 58],
        [50, 64],
        [82, 58],
      ]),
    },
    { d: rim },
  );
}

export function flask(): ChargeArt {
  const body = part([
    c(44, 40),
    c(56, 40),
    [72, 50],
    [80, 66],
    [74, 84],
    [60, 93],
    [40, 93],
    [26, 84],
    [20, 66],
    [28, 50],
  ]);
  const neck = poly([c(43, 16), c(57, 16), c(57, 44), c(43, 44)]);
  const lip = poly([c(39, 14), c(61, 14), c(61, 20), c(39, 20)]);
  const cork = poly([c(44, 4), c(56, 4), c(55, 15), c(45, 15)]);
  return art(
    { d: cork, lines: segments([[46, 8, 54, 8]]) },
    { d: neck },
    {
      d: body,
      lines: line([
        [24, 68],
        [36, 64],
        [50, 67],
        [64, 63],
        [76, 68],
      ]),
      marks: circle(42, 78, 2.6) + circle(54, 84, 2) + circle(60, 74, 1.6),
    },
    { d: lip },
  );
}

export function padlock(): ChargeArt {
  const shackle = band(
    [
      [30, 50],
      [30, 26],
      [38, 12],
      [50, 8],
      [62, 12],
      [70, 26],
      [70, 50],
    ],
    () => 9,
  );
  const body = part([c(18, 44), c(82, 44), c(84, 90), [80, 94], [20, 94], c(16, 90)]);
  const keyhole = circle(50, 62, 6) + poly([c(46, 64), c(54, 64), c(57, 82), c(43, 82)]);
  return art({ d: shackle }, { d: body, lines: segments([[20, 52, 80, 52]]), marks: keyhole });
}

export function chain(): ChargeArt {
  // Links down a diagonal, each turned edge-on to the next.
  const layers = [0, 1, 2, 3].map((i) => {
    const cx = 21 + i * 19.5;
    const cy = 21 + i * 19.5;
    if (i % 2 === 0) return { d: part(ovalAt(cx, cy, 17, 11, 45)) + hole(ovalAt(cx, cy, 10.5, 5, 45)) };
    return {
      d: part(ovalAt(cx, cy, 17, 6.5, 45)),
      lines: line(
        [
          [cx - 9, cy - 9],
          [cx + 9, cy + 9],
        ],
        true,
      ),
    };
  });
  // Edge-on links pass in front of the flat ones.
  return art(layers[0]!, layers[2]!, layers[1]!, layers[3]!);
}

export function ring(): ChargeArt {
  const band_ = annulus(50, 60, 32, 23);
  const bezel = symPoly([c(50, 22), c(66, 26), c(64, 36), c(50, 38)]);
  const stone = symPoly([c(50, 4), c(62, 8), c(66, 16), c(56, 28), c(50, 30)]);
  return art(
    {
      d: band_,
      lines: line([
        [28, 80],
        [36, 86],
        [50, 89],
      ]),
    },
    { d: bezel },
    {
      d: stone,
      lines: segments([
        [38, 16, 62, 16],
        [44, 8, 50, 16],
        [56, 8, 50, 16],
        [50, 16, 50, 30],
      ]),
    },
  );
}

export function gem(): ChargeArt {
  const outline = symPoly([c(50, 16), c(68, 16), c(88, 36), c(50, 90)]);
  const facets = segments([
    [12, 36, 88, 36],
    [32, 16, 26, 36],
    [68, 16, 74, 36],
    [32, 16, 40, 36],
    [68, 16, 60, 36],
    [40, 36, 50, 16],
    [60, 36, 50, 16],
    [26, 36, 50, 90],
    [74, 36, 50, 90],
    [40, 36, 50, 90],
    [60, 36, 50, 90],
  ]);
  const sparkle = poly([
    c(80, 4),
    c(82, 10),
    c(88, 12),
    c(82, 14),
    c(80, 20),
    c(78, 14),
    c(72, 12),
    c(78, 10),
  ]);
  return art({ d: outline, lines: facets }, { d: sparkle });
}

export function mirror(): ChargeArt {
  const frame = part(ovalAt(50, 38, 28, 34, 0, 20));
  const glass = part(ovalAt(50, 38, 21, 27, 0, 20));
  const handle = band(
    [
      [50, 70],
      [50, 96],
    ],
    (t) => 9 + 3 * t,
  );
  return art(
    {
      d: handle + circle(50, 96, 5),
      lines: segments([
        [45, 80, 55, 80],
        [45, 86, 55, 86],
      ]),
    },
    { d: frame + circle(50, 3, 4) },
    {
      d: glass,
      lines: segments([
        [36, 36, 50, 20],
        [38, 46, 58, 22],
      ]),
    },
  );
}

export function scroll(): ChargeArt {
  const sheet = part([c(26, 20), c(74, 20), [76, 40], [72, 58], c(74, 80), c(26, 80), [24, 60], [28, 40]]);
  const roll = (y: number) =>
    part([
      c(18, y - 7),
      c(82, y - 7),
      [86, y - 4],
      [87, y],
      [86, y + 4],
      c(82, y + 7),
      c(18, y + 7),
      [14, y + 4],
      [13, y],
      [14, y - 4],
    ]);
  const writing = segments([
    [34, 32, 66, 32],
    [33, 40, 64, 40],
    [35, 48, 66, 48],
    [33, 56, 58, 56],
    [34, 64, 64, 64],
  ]);
  return art(
    { d: sheet, lines: writing },
    { d: roll(16), lines: ellipse(84, 16, 2.5, 5) },
    { d: roll(84), lines: ellipse(16, 84, 2.5, 5) },
  );
}
