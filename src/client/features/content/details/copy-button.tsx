// An icon button that copies a section's text and shows a tick for a moment.
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { copyToClipboard } from './clipboard';

export function CopyButton({
  text,
  label,
  description,
  className,
}: {
  text: string;
  /** Accessible name, e.g. 'Copy backstory'. */
  label: string;
  /** The toast's description, e.g. 'Backstory of Aldric Ashdown'. */
  description: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-7 text-parchment-400 hover:text-gold-200', className)}
      aria-label={label}
      title={label}
      onClick={async () => {
        if (!(await copyToClipboard(text, description))) return;
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), 1500);
      }}
    >
      {copied ? <CheckIcon className="text-gold-300" aria-hidden /> : <CopyIcon aria-hidden />}
    </Button>
  );
}
