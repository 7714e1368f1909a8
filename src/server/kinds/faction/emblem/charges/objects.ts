// Made things: the key, scales, quill, wheel, ship, anchor, crown, lantern, bell, hourglass, chalice, book and coin,
// each drawn in a 100 x 100 box.
import {
  around,
  art,
  type ChargeArt,
  c,
  circle,
  ellipse,
  flipX,
  line,
  type Pt,
  part,
  poly,
  rect,
  ring,
  rotatePoints,
  segments,
  sym,
  symPoly,
} from './kit.js';

export function key(): ChargeArt {
  // A trefoil bow, a long shank and a bit with two wards.
  const bow = around(50, 21, 15, 3, -90)
    .map((p) => circle(p[0], p[1], 9.5))
    .join('');
  const shank = rect(45, 30, 10, 62);
  const bit = poly([c(55, 66), c(74, 66), c(74, 72), c(66, 72), c(66, 77), c(74, 77), c(74, 90), c(55, 90)]);
  return art(
    { d: shank + bit, lines: segments([[45, 84, 55, 84]]) },
    { d: bow + circle(50, 21, 9) + circle(50, 21, 4.5, true) },
    { d: poly([c(42, 34), c(58, 34), c(58, 40), c(42, 40)]) },
  );
}

export function scales(): ChargeArt {
  const post = rect(47, 14, 6, 72);
  const base = symPoly([c(50, 84), c(62, 86), c(70, 94), c(50, 94)]);
  const beam = part([
    c(10, 22),
    [30, 19],
    [50, 18],
    [70, 19],
    c(90, 22),
    c(90, 26),
    [70, 24],
    [50, 23.5],
    [30, 24],
    c(10, 26),
  ]);
  const pan = (cx: number): string =>
    part([c(cx - 15, 60), c(cx + 15, 60), [cx + 11, 67], [cx, 70], [cx - 11, 67]]);
  const chains = segments([
    [12, 25, 3, 60],
    [12, 25, 21, 60],
    [88, 25, 79, 60],
    [88, 25, 97, 60],
  ]);
  return art(
    { d: '', lines: chains },
    { d: post + base },
    { d: beam + circle(50, 12, 5.5) },
    { d: pan(12) + pan(88) },
  );
}

export function quill(): ChargeArt {
  const vane: Pt[] = [
    [50, 74],
    [38, 64],
    [31, 46],
    [32, 26],
    [40, 12],
    c(51, 2),
    [58, 12],
    [62, 28],
    [61, 46],
    [57, 62],
    [52, 72],
  ];
  const nib: Pt[] = [c(47, 72), c(53, 72), [52.5, 84], c(50, 98), [47.5, 84]];
  const barbs = segments([
    [50, 20, 40, 14],
    [50, 30, 35, 24],
    [50, 40, 33, 36],
    [50, 50, 35, 48],
    [50, 60, 39, 60],
    [50, 24, 58, 16],
    [50, 36, 60, 30],
    [50, 48, 60, 44],
    [50, 60, 56, 58],
  ]);
  const turn = (pts: Pt[]) => rotatePoints(pts, 50, 50, 32);
  const spine = line(
    turn([
      [50, 92],
      [50, 6],
    ]),
    true,
  );
  const barbsTurned = barbs.replace(/M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)/g, (_, a, b, x, y) => {
    const [p, q] = turn([
      [Number(a), Number(b)],
      [Number(x), Number(y)],
    ]);
    return line([p!, q!], true);
  });
  return art(
    {
      d: part(turn(nib)),
      lines: line(
        turn([
          [50, 80],
          [50, 90],
        ]),
        true,
      ),
    },
    { d: part(turn(vane)), lines: spine + barbsTurned },
  );
}

export function wheel(): ChargeArt {
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    const w = 3;
    return poly([
      [50 + dx * 6 - dy * w, 50 + dy * 6 + dx * w],
      [50 + dx * 40 - dy * w, 50 + dy * 40 + dx * w],
      [50 + dx * 40 + dy * w, 50 + dy * 40 - dx * w],
      [50 + dx * 6 + dy * w, 50 + dy * 6 - dx * w],
    ]);
  }).join('');
  return art(
    { d: spokes },
    { d: ring(50, 50, 46, 35), lines: line(around(50, 50, 40.5, 32).concat([[50, 9.5]])) },
    { d: circle(50, 50, 11), marks: circle(50, 50, 3.5) },
  );
}

export function ship(): ChargeArt {
  const hull: Pt[] = [
    c(4, 54),
    c(22, 54),
    c(24, 60),
    c(76, 60),
    c(78, 52),
    c(97, 52),
    [88, 70],
    [72, 80],
    [50, 83],
    [28, 80],
    [12, 70],
  ];
  const sail: Pt[] = [c(24, 14), [50, 10], c(76, 14), [80, 32], c(76, 50), [50, 47], c(24, 50), [28, 32]];
  const mast = rect(48, 4, 4, 57);
  const pennant = poly([c(52, 4), c(72, 6), c(64, 8), c(72, 11), c(52, 10)]);
  return art(
    { d: mast + pennant },
    {
      d: part(sail, 0.9),
      lines:
        line(
          [
            [50, 12],
            [50, 46],
          ],
          true,
        ) +
        line([
          [27, 31],
          [52, 29],
          [79, 31],
        ]),
    },
    {
      d: part(hull, 0.9),
      lines:
        line([
          [10, 66],
          [30, 71],
          [50, 72],
          [70, 70],
          [90, 64],
        ]) + segments([[24, 60, 76, 60]]),
      marks: circle(36, 66, 2) + circle(50, 66.5, 2) + circle(64, 66, 2),
    },
  );
}

export function anchor(): ChargeArt {
  const arms: Pt[] = [];
  for (let i = 0; i <= 12; i++) {
    const a = ((160 - (140 * i) / 12) * Math.PI) / 180;
    arms.push([50 + Math.cos(a) * 40, 48 + Math.sin(a) * 40]);
  }
  const inner: Pt[] = arms.map(([x, y]) => [50 + (x - 50) * 0.78, 48 + (y - 48) * 0.78]);
  const band = poly([...arms, ...inner.reverse()]);
  const fluke = (flip: boolean) => {
    const pts: Pt[] = [c(4, 44), c(22, 52), c(14, 66), c(6, 62)];
    return poly(flip ? flipX(pts) : pts);
  };
  return art(
    { d: ring(50, 10, 8, 4) },
    { d: rect(46, 16, 8, 72) + band + fluke(false) + fluke(true) },
    { d: poly([c(26, 22), c(74, 22), c(76, 28), c(24, 28)]), marks: circle(26, 25, 3) + circle(74, 25, 3) },
  );
}

export function crown(): ChargeArt {
  const top: Pt[] = [
    c(12, 68),
    c(10, 28),
    c(28, 52),
    c(34, 36),
    c(42, 50),
    c(50, 16),
    c(58, 50),
    c(66, 36),
    c(72, 52),
    c(90, 28),
    c(88, 68),
  ];
  const pearls = [
    [10, 24],
    [34, 32],
    [50, 12],
    [66, 32],
    [90, 24],
  ]
    .map(([x, y]) => circle(x!, y!, 5))
    .join('');
  return art(
    { d: poly(top) },
    { d: pearls },
    {
      d: poly([c(10, 66), c(90, 66), c(90, 88), c(10, 88)]),
      lines: segments([
        [10, 71, 90, 71],
        [10, 83, 90, 83],
      ]),
    },
    { d: ellipse(30, 77, 5, 3.5) + ellipse(70, 77, 5, 3.5) + ellipse(50, 77, 6, 4) },
  );
}

export function lantern(): ChargeArt {
  const cap = symPoly([c(50, 12), c(72, 26), c(76, 30), c(50, 30)]);
  const body = rect(28, 30, 44, 50);
  const base = symPoly([c(50, 80), c(76, 80), c(70, 90), c(50, 90)]);
  const glow = line([
    [50, 70],
    [43, 62],
    [46, 52],
    [50, 42],
    [54, 52],
    [57, 62],
    [50, 70],
  ]);
  return art(
    { d: ring(50, 8, 6, 3) },
    {
      d: body,
      lines:
        segments([
          [38, 30, 38, 80],
          [62, 30, 62, 80],
          [28, 36, 72, 36],
          [28, 74, 72, 74],
        ]) + glow,
    },
    { d: cap + base, lines: segments([[30, 85, 70, 85]]) },
  );
}

export function bell(): ChargeArt {
  const body = sym([[50, 14], c(64, 16), [70, 30], [72, 50], [78, 68], c(92, 80), c(92, 86), c(50, 86)]);
  return art(
    { d: ring(50, 9, 7, 3.2) },
    { d: circle(50, 90, 7) },
    {
      d: body,
      lines:
        line(
          [
            [9, 80],
            [50, 80],
            [91, 80],
          ],
          true,
        ) +
        line([
          [28, 44],
          [50, 42],
          [72, 44],
        ]) +
        line([
          [26, 50],
          [50, 48],
          [74, 50],
        ]),
    },
  );
}

export function hourglass(): ChargeArt {
  const glass = part([
    [26, 14],
    [74, 14],
    [72, 32],
    [56, 46],
    c(53, 50),
    [56, 54],
    [72, 68],
    [74, 86],
    [26, 86],
    [28, 68],
    [44, 54],
    c(47, 50),
    [44, 46],
    [28, 32],
  ]);
  const sand =
    line([
      [32, 84],
      [40, 76],
      [50, 72],
      [60, 76],
      [68, 84],
    ]) +
    line(
      [
        [50, 54],
        [50, 72],
      ],
      true,
    );
  return art(
    {
      d: glass,
      lines:
        sand +
        line([
          [34, 24],
          [50, 30],
          [66, 24],
        ]),
    },
    { d: rect(17, 12, 6, 76) + rect(77, 12, 6, 76) },
    { d: rect(12, 4, 76, 10) + rect(12, 86, 76, 10) },
  );
}

export function chalice(): ChargeArt {
  const foot = sym([[50, 58], c(55, 60), [55, 78], [66, 86], c(74, 94), c(50, 94)]);
  const bowl = sym([c(50, 10), c(82, 10), [80, 30], [70, 48], [58, 56], c(50, 57)]);
  return art(
    { d: foot },
    { d: ellipse(50, 64, 10, 4.5) },
    {
      d: bowl,
      lines:
        line([
          [19, 18],
          [50, 21],
          [81, 18],
        ]) +
        line([
          [24, 32],
          [50, 35],
          [76, 32],
        ]),
    },
  );
}

export function book(): ChargeArt {
  const cover = poly([c(4, 22), c(50, 28), c(96, 22), c(96, 82), c(50, 88), c(4, 82)]);
  const left: Pt[] = [c(9, 16), [30, 17], c(50, 24), c(50, 84), [30, 77], c(9, 76)];
  const text = (x0: number, x1: number, rise: number) =>
    segments([32, 40, 48, 56, 64].map((y) => [x0, y, x1, y + rise] as const));
  return art(
    { d: cover },
    {
      d: part(left, 0.7) + part(flipX(left), 0.7),
      lines:
        text(15, 44, 3) +
        text(56, 85, -3) +
        line(
          [
            [50, 24],
            [50, 84],
          ],
          true,
        ),
    },
    { d: poly([c(47, 84), c(53, 84), c(53, 98), c(50, 94), c(47, 98)]) },
  );
}

export function coin(): ChargeArt {
  const star = around(48, 47, 15, 6)
    .map((p) => line([[48, 47], p], true))
    .join('');
  return art(
    { d: circle(53, 53, 43) },
    {
      d: circle(48, 47, 43),
      lines: line(around(48, 47, 35, 40).concat([[48, 12]])) + star,
      marks: circle(48, 47, 4),
    },
  );
}
