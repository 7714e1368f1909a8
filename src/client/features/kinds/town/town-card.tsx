// A town in the gallery: a flip card with its map, name and summary line in front, and on the back its
// description, at most 3 notable features (spec section 9), its rule and trade, with Export and View Full Details.
import { Badge } from '@client/components/ui/badge';
import { BulletList, CardSection } from '@client/features/content/details/sections';
import { CardNameButton, EntityFlipCard } from '@client/features/content/gallery/entity-flip-card';
import { titleCase } from '@client/features/content/gallery/gallery-filters';
import { townClientKind } from './town-client-kind';
import { CARD_FEATURE_LIMIT, preview, type TownEntity, townLine } from './town-text';

/** Tags under the name on the front (the back and the details have them all). */
const FRONT_TAG_LIMIT = 2;

export function TownCard({
  town,
  fresh,
  onOpenDetails,
}: {
  town: TownEntity;
  /** Created in the last 5 minutes and not yet celebrated on this visit. */
  fresh: boolean;
  onOpenDetails: () => void;
}) {
  const features = preview(town.notableFeatures, CARD_FEATURE_LIMIT);
  return (
    <EntityFlipCard
      kind={townClientKind}
      entity={town}
      fresh={fresh}
      onOpenDetails={onOpenDetails}
      data-testid="town-card"
      data-town-id={town.id}
      image={{
        alt: `Map of ${town.name}`,
        // A map is wider than the card's frame: show all of it (its legend and cartouche) rather than crop.
        fit: 'contain',
      }}
      frontClassName="flex min-h-0 flex-1 flex-col gap-1 px-4 pt-3.5 pb-4"
      front={
        <>
          <CardNameButton name={town.name} onOpenDetails={onOpenDetails} className="text-lg" />
          <p
            className="truncate font-sans text-parchment-300 text-sm"
            data-testid="town-line"
            title={townLine(town)}
          >
            {townLine(town)}
          </p>
          {town.tags.length ? (
            <ul className="mt-1 flex min-w-0 gap-1.5 overflow-hidden" aria-label="Tags">
              {town.tags.slice(0, FRONT_TAG_LIMIT).map((tag) => (
                <li key={tag} className="min-w-0">
                  <Badge variant="muted" className="max-w-full truncate">
                    {tag}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      }
      turnOverHint="Turn over for its chronicle"
      backHeader={
        <p className="mt-1 truncate font-sans text-parchment-400 text-xs" title={`Known as ${town.nickname}`}>
          {townLine(town)}
        </p>
      }
      backLabel={`The chronicle of ${town.name}`}
      detailsLabel="View Full Details"
      exportLabel="Export"
      back={
        <>
          <CardSection title="Description">
            <p className="line-clamp-3">{town.description}</p>
          </CardSection>
          <CardSection title="Notable Features">
            <BulletList items={features.shown} />
            {features.more ? (
              <span className="font-serif text-parchment-400 text-sm italic" data-testid="and-more">
                and more
              </span>
            ) : null}
          </CardSection>
          <CardSection title="Rule and Trade">
            <p>
              {titleCase(town.governmentType)} · {titleCase(town.economyType)} economy
            </p>
          </CardSection>
        </>
      }
    />
  );
}
