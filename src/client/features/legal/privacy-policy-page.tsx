// The privacy policy (spec section 1): what is collected, children, access and deletion, payments; dated 08/04/2025.

import { PageContainer } from '@client/components/page-container';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { ScrollTextIcon } from 'lucide-react';
import type * as React from 'react';

export const POLICY_DATE = '08/04/2025';
export const MINIMUM_AGE = 13;

export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <PageContainer className="max-w-3xl">
      <article className="panel relative overflow-hidden rounded-2xl px-6 py-10 sm:px-12 sm:py-14">
        <div className="ornate-corners absolute inset-3" aria-hidden />
        <header className="relative text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full border border-gold-400/45 bg-ink-850">
            <ScrollTextIcon className="size-6 text-gold-300" aria-hidden />
          </span>
          <h1 className="mt-5 font-display font-semibold text-3xl text-parchment-50 sm:text-4xl">
            Privacy Policy
          </h1>
          <p className="mt-2 font-sans text-parchment-400 text-sm">
            Last updated: <time dateTime="2025-08-04">{POLICY_DATE}</time>
          </p>
          <div className="rule-fade mx-auto mt-8 w-2/3" aria-hidden />
        </header>

        <div className="relative mt-8 grid gap-8 text-[1.08rem] text-parchment-200 leading-relaxed">
          <p className="text-parchment-300 italic">
            Loreforge is a workshop for game masters. We keep as little about you as we can, and we never sell
            it.
          </p>

          <PolicySection title="What we collect">
            <p>
              We collect only a name and your usage credits. The name identifies your account and your
              creations; the credits count how many generations you have left.
            </p>
          </PolicySection>

          <PolicySection title="How we use it">
            <p>
              We use this information only to run your account: to show your name, keep your creations in your
              own galleries and count your usage credits. We do not share it with advertisers.
            </p>
          </PolicySection>

          <PolicySection title="Payments">
            <p>
              We do not collect payment details. Tips left through our support page are handled entirely by
              that external service.
            </p>
          </PolicySection>

          <PolicySection title="Children">
            <p>
              Loreforge is not meant for children under {MINIMUM_AGE}, and we collect nothing from children
              under {MINIMUM_AGE}. If you believe a child has given us information, tell us and we will delete
              it.
            </p>
          </PolicySection>

          <PolicySection title="Your rights">
            <p>
              You may ask us at any time for access to the information we hold about you, or for its deletion.
              We will answer every request.
            </p>
          </PolicySection>

          <PolicySection title="Changes">
            <p>
              If this policy changes, we will update the date above. Continuing to use Loreforge after a
              change means you accept the new policy.
            </p>
          </PolicySection>
        </div>
      </article>
    </PageContainer>
  );
}

function PolicySection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h2 className="flex items-center gap-3 font-display font-semibold text-gold-200 text-xl">
        <span className="size-1.5 rotate-45 bg-ember-500" aria-hidden />
        {title}
      </h2>
      <div className="mt-2.5">{children}</div>
    </section>
  );
}
