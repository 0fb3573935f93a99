import { Fragment, isValidElement, type ReactNode } from "react";
import { adBreaks } from "~/lib/ads";
import { AdSlot } from "./ad-slot";
import { usePublicAds } from "./use-public-ads";

/**
 * Grid children: the cards with the inline ad after every Nth one (N set per
 * placement in the back office) and, when asked, the middle ad halfway. Each
 * ad spans the whole grid row.
 */
export function CardsWithAds({ cards, middle = false }: { cards: ReactNode[]; middle?: boolean }) {
  const { slots } = usePublicAds();
  const breaks = adBreaks(cards.length, { inlineEvery: slots.inline?.frequency ?? null, middle: middle && slots.middle !== undefined });
  if (breaks.size === 0) return <>{cards}</>;
  return (
    <>
      {cards.map((card, index) => {
        const placement = breaks.get(index);
        return (
          <Fragment key={isValidElement(card) && card.key !== null ? card.key : index}>
            {card}
            {placement ? <AdSlot placement={placement} className="col-span-full" /> : null}
          </Fragment>
        );
      })}
    </>
  );
}
