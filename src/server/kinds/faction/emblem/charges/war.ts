// Arms and armour beyond the blades: the helm, gauntlet, banner, arrow, mace and trident, each drawn in a
// 100 x 100 box.
import {
  art,
  band,
  type ChargeArt,
  c,
  circle,
  line,
  type Pt,
  part,
  poly,
  segments,
  sym,
  turn,
} from './kit.js';

export function helm(): ChargeArt {
  // A barred helm seen from the front: a round bowl, a grille of bars over the face, a flared gorget, a plume.
  const plume = part([c(50, 16), [36, 10], [30, 0], [42, 4], c(50, 0), [58, 4], [70, 0], [64, 10]]);
  const bowl = sym([c(50, 12), [66, 15], [77, 28], [80, 46], [78, 64], [72, 76], c(50, 80)]);
  const gorget = sym([c(50, 74), c(72, 74), [82, 86], c(90, 96), c(50, 96)]);
  const face = part([c(30, 38), c(70, 38), [71, 56], [64, 68], [50, 71], [36, 68], [29, 56]]);
  const bars = [36, 43, 50, 57, 64]
    .map((x) => poly([c(x - 2, 36), c(x + 2, 36), c(x + 2, 70), c(x - 2, 70)]))
    .join('');
  return art(
    {
      d: plume,
      lines: segments([
        [50, 14, 50, 4],
        [46, 12, 38, 4],
        [54, 12, 62, 4],
      ]),
    },
    {
      d: gorget,
      lines: line([
        [20, 88],
        [50, 85],
        [80, 88],
      ]),
    },
    {
      d: bowl,
      lines:
        line(
          [
            [50, 13],
            [50, 37],
          ],
          true,
        ) +
        line([
          [24, 34],
          [50, 31],
          [76, 34],
        ]),
      marks: face,
    },
    { d: bars + poly([c(28, 46), c(72, 46), c(72, 50), c(28, 50)]) },
  );
}

export function gauntlet(): ChargeArt {
  // An armoured hand raised, fingers together in plates, the thumb out, a flared cuff.
  const hand = part([
    c(30, 60),
    [28, 40],
    [29, 20],
    [32, 10],
    [40, 6],
    [50, 5],
    [58, 7],
    [64, 12],
    c(66, 40),
    [74, 34],
    [84, 32],
    [88, 38],
    [80, 48],
    [72, 60],
    c(68, 66),
  ]);
  const cuff = sym([c(50, 60), c(72, 62), [80, 80], c(86, 96), c(50, 96)]);
  const plates = segments([
    [29, 20, 65, 20],
    [29, 30, 65, 30],
    [28, 40, 66, 40],
    [29, 50, 67, 50],
    [40, 7, 40, 20],
    [50, 5, 50, 20],
    [58, 8, 58, 20],
    [70, 40, 78, 46],
  ]);
  return art(
    { d: hand, lines: plates },
    {
      d: cuff,
      lines: line([
        [26, 76],
        [50, 73],
        [74, 76],
      ]),
      marks: circle(40, 86, 2) + circle(60, 86, 2),
    },
  );
}

export function banner(): ChargeArt {
  const pole = band(
    [
      [18, 10],
      [18, 98],
    ],
    () => 6,
  );
  const finial = part([c(18, 0), [22, 6], [18, 11], [14, 6]]);
  const flag = part([
    c(21, 12),
    [44, 16],
    [66, 10],
    c(94, 14),
    c(78, 32),
    c(94, 52),
    [68, 50],
    [44, 56],
    c(21, 50),
  ]);
  return art(
    { d: pole + finial },
    {
      d: flag,
      lines:
        line([
          [40, 18],
          [46, 34],
          [42, 52],
        ]) +
        line([
          [64, 14],
          [68, 30],
          [66, 48],
        ]),
    },
  );
}

export function arrow(): ChargeArt {
  const along = (pts: Pt[]) => turn(pts, 45);
  const shaft = band(
    along([
      [50, 90],
      [50, 22],
    ]),
    () => 5,
  );
  const head = part(along([c(50, -4), c(62, 24), [50, 20], c(38, 24)]));
  const fletch = (sign: 1 | -1) =>
    part(along([c(50, 66), c(50 + sign * 12, 78), c(50 + sign * 12, 100), c(50, 90)]));
  return art(
    { d: fletch(1) + fletch(-1), lines: segments([]) },
    {
      d: shaft,
      lines: line(
        along([
          [50, 70],
          [50, 94],
        ]),
        true,
      ),
    },
    { d: head },
  );
}

export function mace(): ChargeArt {
  const haft = band(
    [
      [50, 40],
      [50, 88],
    ],
    () => 8,
  );
  const pommel = circle(50, 92, 6);
  const spikes: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = ((i * 45 - 90) * Math.PI) / 180;
    const b = (w: number) => [Math.cos(a + Math.PI / 2) * w, Math.sin(a + Math.PI / 2) * w];
    const [bx, by] = b(6);
    spikes.push(
      poly([
        c(50 + Math.cos(a) * 16 + bx!, 28 + Math.sin(a) * 16 + by!),
        c(50 + Math.cos(a) * 30, 28 + Math.sin(a) * 30),
        c(50 + Math.cos(a) * 16 - bx!, 28 + Math.sin(a) * 16 - by!),
      ]),
    );
  }
  return art(
    {
      d: haft + pommel,
      lines: segments([
        [46, 64, 54, 68],
        [46, 72, 54, 76],
        [46, 80, 54, 84],
      ]),
    },
    { d: spikes.join('') },
    {
      d: circle(50, 28, 19),
      lines: line([
        [38, 22],
        [44, 14],
      ]),
    },
  );
}

export function trident(): ChargeArt {
  const shaft = band(
    [
      [50, 34],
      [50, 98],
    ],
    () => 6,
  );
  const crossbar = part([
    c(20, 38),
    [34, 44],
    [50, 46],
    [66, 44],
    c(80, 38),
    c(80, 45),
    [66, 52],
    [50, 54],
    [34, 52],
    c(20, 45),
  ]);
  const prong = (x: number, top: number, sign: number) =>
    part([
      c(x - 3.2, 44),
      c(x - 3.2, top + 12),
      c(x - 3 - sign * 5, top + 16),
      c(x, top),
      c(x + 3 + sign * 5, top + 16),
      c(x + 3.2, top + 12),
      c(x + 3.2, 44),
    ]);
  const middle = part([c(46.5, 50), c(46.5, 16), c(41, 20), c(50, 2), c(59, 20), c(53.5, 16), c(53.5, 50)]);
  return art(
    {
      d: shaft,
      lines: segments([
        [47, 80, 53, 80],
        [47, 86, 53, 86],
      ]),
    },
    { d: prong(23, 12, 0) + prong(77, 12, 0) + middle },
    { d: crossbar },
  );
}
