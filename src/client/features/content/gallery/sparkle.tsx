// The sparkle of something new (spec section 4: 5 s): twinkling stars over a gilt glow, then gone. Under reduced
// motion only the still gilt border marks it new: no stars, no pulsing.
import { cn } from '@client/lib/cn';
import '../effects.css';
import { useEffect, useState } from 'react';

export const SPARKLE_MS = 5000;

// Fixed positions: the same picture every render, no layout shift.
const STARS = [
  { top: '8%', left: '14%', size: 14, delay: '0s' },
  { top: '18%', left: '78%', size: 18, delay: '0.5s' },
  { top: '42%', left: '8%', size: 10, delay: '1.1s' },
  { top: '55%', left: '88%', size: 12, delay: '0.3s' },
  { top: '74%', left: '22%', size: 16, delay: '0.8s' },
  { top: '84%', left: '66%', size: 11, delay: '1.4s' },
  { top: '30%', left: '48%', size: 9, delay: '1.7s' },
  { top: '64%', left: '46%', size: 13, delay: '0.2s' },
];

/** True for `ms` after `active` turns true (once per activation). */
export function useTimedFlag(active: boolean, ms = SPARKLE_MS): boolean {
  const [on, setOn] = useState(active);
  useEffect(() => {
    if (!active) return;
    setOn(true);
    const timer = setTimeout(() => setOn(false), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active && on;
}

export function Sparkle({ active, className }: { active: boolean; className?: string }) {
  if (!active) return null;
  return (
    <div
      className={cn(
        'pointer-events-none absolute inset-0 z-10 rounded-[inherit] animate-[lf-glow_1.8s_ease-in-out_infinite]',
        className,
      )}
      data-testid="sparkle"
      aria-hidden
    >
      {STARS.map((star) => (
        <svg
          key={`${star.top}-${star.left}`}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="absolute text-gold-200 opacity-0 drop-shadow-[0_0_6px_rgb(246_225_166/0.9)] animate-[lf-twinkle_1.8s_ease-in-out_infinite] motion-reduce:hidden"
          style={{
            top: star.top,
            left: star.left,
            width: star.size,
            height: star.size,
            animationDelay: star.delay,
          }}
        >
          <path
            d="M12 0c.6 6.2 5.8 11.4 12 12-6.2.6-11.4 5.8-12 12-.6-6.2-5.8-11.4-12-12C6.2 11.4 11.4 6.2 12 0Z"
            fill="currentColor"
          />
        </svg>
      ))}
    </div>
  );
}
