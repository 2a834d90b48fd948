import { Link } from "react-router";
import { imageSources } from "@utsav/catalogue/image-sources";
import type { OfferingCard, Widget } from "@utsav/domain";
import { COMMON_COPY } from "@utsav/domain/client";
import { paths } from "../../../lib/paths";
import { HydrateLater } from "../../../shared/ui/hydrate-later";
import { PinIcon, SectionIcon } from "../../../shared/ui/icons";
import { offeringCardView } from "../../../shared/ui/offering-card-view";
import type { OfferingCardView } from "../../../shared/ui/offering-card";
import { OfferingRow } from "../../../shared/ui/offering-row";
import { HeroBanner } from "./hero-banner";
import type { RenderNotifyMe } from "./hero-banner";
import styles from "./widget-list.module.css";

type OfferingsWidget = Extract<Widget, { type: "offerings" }>;
/**
 * A row's card in the page data: a card view whose picture's srcSet, when its URL names it (a catalogue picture),
 * is left out and marked `namedSources`. Those two strings a card were two fifths of the home page's data.
 */
export type RowCard = Omit<OfferingCardView, "image"> & { image: OfferingCardView["image"] & { namedSources?: true } };
/** A widget as the page draws it: offering rows carry row cards, not whole cards. */
export type WidgetView =
  | Exclude<Widget, OfferingsWidget>
  | (Omit<OfferingsWidget, "data"> & { data: Omit<OfferingsWidget["data"], "offerings"> & { offerings: RowCard[] } });

/** The widgets the web shows (isWeb), with only what they draw: the page data a loader sends to the browser. */
export function widgetViews(widgets: Widget[]): WidgetView[] {
  return widgets
    .filter((widget) => widget.isWeb)
    .map((widget) =>
      widget.type === "offerings" ? { ...widget, data: { ...widget.data, offerings: widget.data.offerings.map(rowCard) } } : widget,
    );
}

function rowCard(card: OfferingCard): RowCard {
  const view = offeringCardView(card);
  const { srcSet, ...image } = view.image;
  const named = imageSources(image.url);
  const same = srcSet !== undefined && srcSet.avif === named?.avif && srcSet.webp === named.webp;
  return same ? { ...view, image: { ...image, namedSources: true } } : view;
}

/** The card a row draws, its srcSet named again from its picture's URL where the page data left it out. */
export function drawnCard(card: RowCard): OfferingCardView {
  if (!card.image.namedSources) return card;
  const { namedSources: _, ...image } = card.image;
  return { ...card, image: { ...image, srcSet: imageSources(image.url) ?? undefined } };
}

/**
 * Cards a home row is drawn with: a desktop row shows 5, a phone's 2 and a part. The rest follow when the row
 * nears the screen, which keeps the page's first layout and its data small (docs/decisions/0014).
 */
export const ROW_INITIAL_CARDS = 6;

interface WidgetListProps {
  widgets: WidgetView[];
  renderNotifyMe: RenderNotifyMe;
  /** The consumer's chosen locality (decision 0022): the home band names it in place of the header widget's city. */
  locality?: string | null;
}

/**
 * Renders home widgets in server order, generically except the hero banner. Widgets with isWeb false are not
 * shown on the web (application §2): widgetViews leaves them out of the page data.
 */
export function WidgetList({ widgets, renderNotifyMe, locality = null }: WidgetListProps) {
  const firstRow = widgets.findIndex((w) => w.type === "offerings");
  const hasHero = widgets.some((w) => w.type === "hero_banner");
  return (
    <>
      {widgets.map((widget, index) => {
        switch (widget.type) {
          case "header":
            return (
              <p key={widget.id} className={`container ${styles.location}`}>
                <PinIcon /> {COMMON_COPY.celebrationsIn} <strong>{locality ?? widget.data.location}</strong>
              </p>
            );
          case "explore_section":
            return (
              <nav key={widget.id} aria-label="Explore" className={`container ${styles.explore}`}>
                <ul>
                  {widget.data.exploreSections.map((section) => (
                    <li key={section.id}>
                      <Link to={paths.section(section.id)} className={styles.exploreLink} data-section={section.id}>
                        <span className={styles.exploreIcon} aria-hidden="true">
                          <SectionIcon section={section.id} />
                        </span>
                        {section.displayName}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            );
          case "hero_banner":
            return <HeroBanner key={widget.id} hero={widget.data} renderNotifyMe={renderNotifyMe} />;
          case "offerings": {
            const row = (
              <OfferingRow
                id={widget.id}
                title={widget.title ?? ""}
                offerings={widget.data.offerings.map(drawnCard)}
                priceCaption={widget.data.displayTexts.startingAt}
                seeAll={widget.data.showSeeAllButton ? { to: widget.data.navRef, label: widget.data.seeAllButtonText } : undefined}
                priority={!hasHero && index === firstRow}
                initialCount={ROW_INITIAL_CARDS}
              />
            );
            return index === firstRow ? (
              <div key={widget.id} className="container">
                {row}
              </div>
            ) : (
              <div key={widget.id} className={`container ${styles.belowFold}`}>
                <HydrateLater>{row}</HydrateLater>
              </div>
            );
          }
          case "trust":
          case "closing":
          case "banners":
            return (
              <section
                key={widget.id}
                className={`${styles.block} ${styles.belowFold} ${widget.type === "closing" ? styles.closing : ""}`}
                aria-labelledby={`block-${widget.id}`}
              >
                <HydrateLater>
                  <div className="container">
                    <h2 id={`block-${widget.id}`} className={styles.blockTitle}>
                      {widget.data.heading}
                    </h2>
                    <p className={styles.blockSubtitle}>{widget.data.subtitle}</p>
                    {widget.data.points.length > 0 ? (
                      <ul className={styles.points}>
                        {widget.data.points.map((point) => (
                          <li key={point}>{point}</li>
                        ))}
                      </ul>
                    ) : null}
                    {widget.type === "closing" ? (
                      <Link to={paths.offerings()} className="btn btn-primary">
                        Explore all offerings
                      </Link>
                    ) : null}
                  </div>
                </HydrateLater>
              </section>
            );
          default:
            return null;
        }
      })}
    </>
  );
}
