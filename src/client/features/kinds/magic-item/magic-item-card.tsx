// A magic item in the gallery: a flip card with its picture, name, type and rarity in front, and its description,
// first abilities, mechanics and tags on the back.
import { Badge } from '@client/components/ui/badge';
import { CardSection } from '@client/features/content/details/sections';
import { CardNameButton, EntityFlipCard } from '@client/features/content/gallery/entity-flip-card';
import { AbilityText, AttunementMark, MechanicsChips } from './magic-item-bits';
import { magicItemClientKind } from './magic-item-client-kind';
import { RarityLabel } from './magic-item-rarity';
import {
  attunementText,
  CARD_ABILITY_LIMIT,
  CARD_TAG_LIMIT,
  itemTypeLine,
  type MagicItemEntity,
  preview,
} from './magic-item-text';

export function MagicItemCard({
  item,
  fresh,
  onOpenDetails,
}: {
  item: MagicItemEntity;
  /** Created in the last 5 minutes and not yet celebrated on this visit. */
  fresh: boolean;
  onOpenDetails: () => void;
}) {
  const attunement = attunementText(item);
  const abilities = preview(item.abilities, CARD_ABILITY_LIMIT);
  const tags = preview(item.tags, CARD_TAG_LIMIT);

  return (
    <EntityFlipCard
      kind={magicItemClientKind}
      entity={item}
      fresh={fresh}
      onOpenDetails={onOpenDetails}
      data-testid="magic-item-card"
      data-item-id={item.id}
      image={{
        alt: `Picture of ${item.name}`,
        // Item pictures are square and the frame is wide: show all of it rather than crop a blade tip.
        fit: 'contain',
      }}
      frontClassName="flex min-h-0 flex-1 flex-col gap-1 px-4 pt-3.5 pb-4"
      front={
        <>
          <div className="flex min-h-5 items-center justify-between gap-2">
            <RarityLabel rarity={item.rarity} />
            {attunement ? <AttunementMark text={attunement} /> : null}
          </div>
          <CardNameButton name={item.name} onOpenDetails={onOpenDetails} className="text-lg" />
          <p className="truncate font-sans text-parchment-300 text-sm" data-testid="item-type-line">
            {itemTypeLine(item)}
          </p>
        </>
      }
      turnOverHint="Turn over for its powers"
      backHeader={
        <>
          <p className="flex min-w-0 items-center gap-2 font-sans text-parchment-400 text-xs">
            <RarityLabel rarity={item.rarity} className="shrink-0 text-[0.62rem]" />
            <span className="truncate">{itemTypeLine(item)}</span>
          </p>
          <MechanicsChips item={item} className="mt-2.5" />
        </>
      }
      backLabel={`The powers of ${item.name}`}
      back={
        <>
          <CardSection title="Description">
            {/* The whole text is one click away in the details; the back keeps room for the powers. */}
            <p className="line-clamp-3">{item.description}</p>
          </CardSection>
          <CardSection title="Abilities">
            <ul className="grid gap-1.5" aria-label="Abilities">
              {abilities.shown.map((ability) => (
                <li key={ability}>
                  <AbilityText ability={ability} />
                </li>
              ))}
            </ul>
            {abilities.more ? <AndMore /> : null}
          </CardSection>
          <CardSection title="Tags">
            <ul className="flex flex-wrap items-center gap-1.5" aria-label="Tags">
              {tags.shown.map((tag) => (
                <li key={tag}>
                  <Badge variant="muted">{tag}</Badge>
                </li>
              ))}
              {tags.more ? (
                <li>
                  <AndMore />
                </li>
              ) : null}
            </ul>
          </CardSection>
        </>
      }
    />
  );
}

function AndMore() {
  return (
    <span className="font-serif text-parchment-400 text-sm italic" data-testid="and-more">
      and more
    </span>
  );
}
