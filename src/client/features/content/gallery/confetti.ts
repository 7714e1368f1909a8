// A short burst of gilt confetti from an element (spec section 4: new items), drawn on a throwaway canvas, once per
// entity. Nothing happens for people who ask for reduced motion.

const COLOURS = ['#f6e1a6', '#e0b45a', '#c9963a', '#ef8148', '#e0612a', '#fbf5e6'];
export const CONFETTI_MS = 3500;

type Piece = {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  spin: number;
  angle: number;
  colour: string;
};

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The entities already celebrated, with when: kept across visits for the 5 minutes an entity counts as new. */
const CELEBRATED_KEY = 'loreforge:celebrated';
const CELEBRATED_FOR_MS = 5 * 60 * 1000;

/**
 * True the first time it is asked about an entity (and records it), false ever after, so the confetti greets a new
 * entity once rather than on every visit of the gallery while it is new.
 */
export function firstCelebration(id: number, now = Date.now()): boolean {
  let seen: Record<string, number> = {};
  try {
    seen = JSON.parse(localStorage.getItem(CELEBRATED_KEY) ?? '{}') as Record<string, number>;
  } catch {
    seen = {};
  }
  const fresh = Object.fromEntries(Object.entries(seen).filter(([, at]) => now - at < CELEBRATED_FOR_MS));
  if (fresh[id] !== undefined) return false;
  fresh[id] = now;
  try {
    localStorage.setItem(CELEBRATED_KEY, JSON.stringify(fresh));
  } catch {
    // Without storage the confetti may come again on the next visit; nothing worse.
  }
  return true;
}

export function launchConfetti(from: Element, count = 70): void {
  if (prefersReducedMotion()) return;
  const rect = from.getBoundingClientRect();
  if (rect.bottom < 0 || rect.top > window.innerHeight) return;

  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  // Under the sidebar (z 30) and the sticky header (z 40): the burst belongs to the content, not the navigation.
  canvas.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;pointer-events:none;z-index:25';
  canvas.width = Math.round(window.innerWidth * ratio);
  canvas.height = Math.round(window.innerHeight * ratio);
  document.body.append(canvas);
  const context = canvas.getContext('2d');
  if (!context) {
    canvas.remove();
    return;
  }
  context.scale(ratio, ratio);

  const originX = rect.left + rect.width / 2;
  const originY = rect.top + Math.min(rect.height, 260) / 2;
  const pieces: Piece[] = Array.from({ length: count }, () => {
    const direction = -Math.PI / 2 + (Math.random() - 0.5) * Math.PI * 0.9;
    const speed = 5 + Math.random() * 7;
    return {
      x: originX + (Math.random() - 0.5) * 40,
      y: originY,
      vx: Math.cos(direction) * speed,
      vy: Math.sin(direction) * speed,
      size: 5 + Math.random() * 6,
      spin: (Math.random() - 0.5) * 0.4,
      angle: Math.random() * Math.PI,
      colour: COLOURS[Math.floor(Math.random() * COLOURS.length)] ?? '#e0b45a',
    };
  });

  const start = performance.now();
  const frame = (now: number) => {
    const elapsed = now - start;
    const fade = Math.max(0, 1 - elapsed / CONFETTI_MS);
    context.clearRect(0, 0, window.innerWidth, window.innerHeight);
    for (const piece of pieces) {
      piece.vy += 0.22;
      piece.vx *= 0.985;
      piece.x += piece.vx;
      piece.y += piece.vy;
      piece.angle += piece.spin;
      context.save();
      context.globalAlpha = fade;
      context.translate(piece.x, piece.y);
      context.rotate(piece.angle);
      context.fillStyle = piece.colour;
      context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
      context.restore();
    }
    if (elapsed < CONFETTI_MS) requestAnimationFrame(frame);
    else canvas.remove();
  };
  requestAnimationFrame(frame);
}
