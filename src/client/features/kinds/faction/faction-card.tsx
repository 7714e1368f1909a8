// A faction in the gallery (spec sections 2 and 9): a flip card with its emblem, name, motto, size and alignment,
// three lines of description, the first 2 goals and View Details in front; on the back its leadership, structure,
// headquarters and territory, the first 2 key members, 3 allies and 2 rivals.

import { BulletList, CardSection } from '@client/features/content/details/sections';
import { CardNameButton, EntityFlipCard } from '@client/features/content/gallery/entity-flip-card';
import { TargetIcon } from 'lucide-react';
import { factionClientKind } from './faction-client-kind';
import { StandingBadges } from './faction-details';
import {
  CARD_ALLY_LIMIT,
  CARD_GOAL_LIMIT,
  CARD_MEMBER_LIMIT,
  CARD_RIVAL_LIMIT,
  type FactionEntity,
  influenceLabel,
  preview,
  purposeTitle,
  SECRECY_WORDS,
} from './faction-text';

/** A list cut to its preview, with 'and more' when it goes on. */
function More({ more }: { more: boolean }) {
  return more ? (
    <span className="font-serif text-parchment-400 text-sm italic" data-testid="and-more">
      and more
    </span>
  ) : null;
}

export function FactionCard({
  faction,
  fresh,
  onOpenDetails,
}: {
  faction: FactionEntity;
  /** Created in the last 5 minutes and not yet celebrated on this visit. */
  fresh: boolean;
  onOpenDetails: () => void;
}) {
  const goals = preview(faction.goals, CARD_GOAL_LIMIT);
  const members = preview(faction.keyMembers, CARD_MEMBER_LIMIT);
  const allies = preview(faction.allies, CARD_ALLY_LIMIT);
  const rivals = preview(faction.rivals, CARD_RIVAL_LIMIT);
  return (
    <EntityFlipCard
      kind={factionClientKind}
      entity={faction}
      fresh={fresh}
      onOpenDetails={onOpenDetails}
      data-testid="faction-card"
      data-faction-id={faction.id}
      image={{
        alt: `Emblem of ${faction.name}`,
        // A coat of arms is square and the card's frame wide: show all of it rather than crop the shield, its edges
        // fading into the blurred copy behind it so the painted ground does not end in a hard line.
        fit: 'contain',
        imageClassName:
          'mx-auto block h-full w-auto aspect-square [mask-image:linear-gradient(90deg,transparent,#000_14%,#000_86%,transparent)]',
        frameClassName:
          'h-[8.75rem] bg-[radial-gradient(circle_at_50%_45%,var(--color-ink-700),var(--color-ink-950)_80%)]',
      }}
      frontDetails
      frontClassName="flex min-h-0 flex-1 flex-col gap-1.5 px-4 pt-3 pb-3.5"
      front={
        <>
          <CardNameButton name={faction.name} onOpenDetails={onOpenDetails} className="text-lg" />
          {faction.motto ? (
            <p
              className="-mt-1 truncate font-serif text-parchment-300 text-sm italic"
              title={faction.motto}
              data-testid="faction-motto"
            >
              “{faction.motto}”
            </p>
          ) : null}
          <StandingBadges faction={faction} only={['size', 'alignment']} className="flex-nowrap" />
          <p
            className="line-clamp-3 text-[0.9rem] text-parchment-200 leading-snug"
            data-testid="faction-description"
          >
            {faction.description}
          </p>
          <ul
            className="grid min-h-0 shrink gap-0.5 overflow-hidden font-sans text-[0.8rem] text-parchment-300"
            aria-label="Goals"
          >
            {goals.shown.map((goal) => (
              <li key={goal} className="flex min-w-0 items-center gap-1.5" data-testid="faction-goal">
                <TargetIcon className="size-3 shrink-0 text-gold-500" aria-hidden />
                <span className="truncate" title={goal}>
                  {goal}
                </span>
              </li>
            ))}
            {goals.more ? (
              <li className="pl-[1.125rem] leading-none text-parchment-500" data-testid="goals-more">
                <span aria-hidden>…</span>
                <span className="sr-only">and more goals</span>
              </li>
            ) : null}
          </ul>
        </>
      }
      backHeader={
        <p className="mt-1 truncate font-sans text-parchment-400 text-xs">
          {purposeTitle(faction.purpose)} · {SECRECY_WORDS[faction.secrecy]} ·{' '}
          {influenceLabel(faction.influence)}
        </p>
      }
      backLabel={`The workings of ${faction.name}`}
      back={
        <>
          {/* Four lines each on the card, so the people and relations below stay in reach; the details have it all. */}
          <CardSection title="Leadership">
            <p className="line-clamp-4" title={faction.leadership}>
              {faction.leadership || 'Not recorded.'}
            </p>
          </CardSection>
          <CardSection title="Structure">
            <p className="line-clamp-4" title={faction.structure}>
              {faction.structure || 'Not recorded.'}
            </p>
          </CardSection>
          <CardSection title="Headquarters">
            <p>{faction.headquarters}</p>
          </CardSection>
          <CardSection title="Territory">
            <p>{faction.territory}</p>
          </CardSection>
          {members.shown.length ? (
            <CardSection title="Key Members">
              <ul className="grid gap-1" data-testid="card-members">
                {members.shown.map((member) => (
                  <li key={member.name}>
                    <span className="font-semibold text-parchment-100">{member.name}</span>
                    <span className="text-parchment-400"> · {member.role}</span>
                  </li>
                ))}
              </ul>
              <More more={members.more} />
            </CardSection>
          ) : null}
          {allies.shown.length ? (
            <CardSection title="Allies">
              <BulletList items={allies.shown} />
              <More more={allies.more} />
            </CardSection>
          ) : null}
          {rivals.shown.length ? (
            <CardSection title="Rivals">
              <BulletList items={rivals.shown.map((rival) => rival.rivalName)} />
              <More more={rivals.more} />
            </CardSection>
          ) : null}
        </>
      }
    />
  );
}
