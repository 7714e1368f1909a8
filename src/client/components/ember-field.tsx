// Decorative embers rising from the bottom of a box (pure CSS, hidden from assistive tech, still under reduced motion).
import { cn } from '@client/lib/cn';

// Fixed positions keep renders stable (no random layout shifts between renders).
const EMBERS = [
  { left: '12%', delay: '0s', size: 3 },
  { left: '24%', delay: '2.4s', size: 2 },
  { left: '37%', delay: '4.1s', size: 4 },
  { left: '49%', delay: '1.2s', size: 2 },
  { left: '58%', delay: '5.3s', size: 3 },
  { left: '69%', delay: '3.2s', size: 2 },
  { left: '80%', delay: '0.7s', size: 3 },
  { left: '90%', delay: '4.6s', size: 2 },
];

export function EmberField({ className }: { className?: string }) {
  return (
    <div className={cn('pointer-events-none absolute inset-0 overflow-hidden', className)} aria-hidden>
      {EMBERS.map((e) => (
        <span
          key={e.left}
          className="absolute bottom-2 rounded-full bg-ember-400 opacity-0 shadow-[0_0_8px_2px_rgb(239_129_72/0.65)] motion-safe:animate-ember"
          style={{ left: e.left, width: e.size, height: e.size, animationDelay: e.delay }}
        />
      ))}
    </div>
  );
}
