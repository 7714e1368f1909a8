// Accordion primitive on Radix Accordion: gilt-edged items whose header button opens and closes a panel (the arrow
// keys, Home and End move between headers, as the WAI-ARIA accordion pattern asks).

import { cn } from '@client/lib/cn';
import { ChevronDownIcon } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type * as React from 'react';

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      className={cn(
        'rounded-lg border border-gold-500/15 bg-ink-900/50 transition-colors data-[state=open]:border-gold-500/35',
        className,
      )}
      {...props}
    />
  );
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** The heading that wraps the button (the pattern asks for one); 3 under a section's h2. */
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <AccordionPrimitive.Header asChild>
      <HeadingTag level={headingLevel} className="flex">
        <AccordionPrimitive.Trigger
          className={cn(
            'group flex flex-1 cursor-pointer items-center justify-between gap-3 rounded-lg px-3.5 py-3 text-left font-display font-semibold text-parchment-100 transition-colors',
            'hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-1 data-[state=open]:text-gold-200',
            className,
          )}
          {...props}
        >
          <span className="min-w-0 [overflow-wrap:anywhere]">{children}</span>
          <ChevronDownIcon
            className="size-4 shrink-0 text-gold-400 transition-transform duration-200 group-data-[state=open]:rotate-180"
            aria-hidden
          />
        </AccordionPrimitive.Trigger>
      </HeadingTag>
    </AccordionPrimitive.Header>
  );
}

function HeadingTag({ level, ...props }: { level: 2 | 3 | 4 } & React.ComponentProps<'h3'>) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}

export function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      className="overflow-hidden data-[state=closed]:animate-[lf-accordion-up_0.2s_ease-out] data-[state=open]:animate-[lf-accordion-down_0.2s_ease-out]"
      {...props}
    >
      <div className={cn('px-3.5 pb-3.5 text-parchment-200 leading-relaxed', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
