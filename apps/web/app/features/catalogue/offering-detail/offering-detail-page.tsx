import { lazy, Suspense } from "react";
import { CATEGORY_LABELS, descriptionWithPolicy, shownPrice, supportChatOf } from "@utsav/domain/client";
import type { OfferingDetail, ServiceabilityAnswer } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { Breadcrumbs } from "../../../shared/ui/breadcrumbs";
import { MediaCarousel } from "./media-carousel";
import { OfferingDescriptions } from "./offering-descriptions";
import { GoodToKnow } from "./good-to-know";
import { ActionCard, PriceBar } from "./price-bar";
import { VendorStrip } from "./vendor-strip";
import styles from "./offering-detail-page.module.css";

// Related offerings and reviews sit below the fold: rendered on the server, their code loads after the rest.
const VendorProfile = lazy(() => import("./vendor-profile").then((m) => ({ default: m.VendorProfile })));
const RelatedOfferings = lazy(() => import("./related-offerings").then((m) => ({ default: m.RelatedOfferings })));
const ReviewsSection = lazy(() => import("./reviews-section").then((m) => ({ default: m.ReviewsSection })));
const QualityBanner = lazy(() => import("./quality-banner").then((m) => ({ default: m.QualityBanner })));
const ServiceAreaLine = lazy(() => import("./service-area-line").then((m) => ({ default: m.ServiceAreaLine })));
// So are the vendor's terms and the support or policy card: their sheets open only on a press.
const MoneyTermsLine = lazy(() => import("./money-terms").then((m) => ({ default: m.MoneyTermsLine })));
const SupportBlock = lazy(() => import("./support-block").then((m) => ({ default: m.SupportBlock })));
// Search engines' data (with the vendor's reviews) is rendered on the server; the script that writes it can wait.
const ProductJsonLd = lazy(() => import("./product-json-ld").then((m) => ({ default: m.ProductJsonLd })));

/**
 * The offering detail page (application §2). Phones: one column, with the price bar stuck to the bottom.
 * Desktop: media, title, descriptions and support on the left (60%); on the right (30%) a sticky card with the
 * price and the action above a scrolling vendor panel and the vendor's other offerings; reviews below both.
 * One markup serves both layouts, so server and client render the same thing whatever the screen.
 * At both sizes the vendor's summary follows the title and its Good to Know is shown (on the desktop, in the card);
 * the chat, when there is one, stands where the policy card would, and the policy joins the descriptions
 * (docs/decisions/0039).
 */
interface OfferingDetailPageProps {
  offering: OfferingDetail;
  origin: string;
  /** The Buy, Book or Call button, for the phone's price bar (wide false) and the desktop card (wide true). */
  renderAction: (wide: boolean) => React.ReactNode;
  /** Whether the vendor serves the consumer's chosen locality; null until one is chosen (decision 0022). */
  serviceability?: ServiceabilityAnswer | null;
  /** "Book at least N days ahead", beside the price; written by the loader, so the page's script needs no rule for it. */
  leadTime?: string | null;
  /** "50% advance to confirm"; written by the loader too. */
  advance?: string | null;
}

export function OfferingDetailPage({
  offering,
  origin,
  renderAction,
  serviceability = null,
  leadTime = null,
  advance = null,
}: OfferingDetailPageProps) {
  const pagePath = paths.offering(offering.offeringSlug);
  const support = supportChatOf(offering);
  return (
    <div className={`container ${styles.page}`}>
      <Suspense fallback={null}>
        <ProductJsonLd offering={offering} pageUrl={`${origin}${pagePath}`} origin={origin} />
      </Suspense>
      <Breadcrumbs
        items={[
          { label: "Home", to: paths.home() },
          { label: CATEGORY_LABELS[offering.category], to: paths.section(offering.category) },
          { label: offering.title },
        ]}
      />
      <div className={styles.layout}>
        <div className={styles.primary}>
          <MediaCarousel media={offering.images} title={offering.title} />
          <h1 className={styles.title}>{offering.title}</h1>
          {offering.summary ? <p className={styles.summary}>{offering.summary}</p> : null}
          <VendorStrip offering={offering} className={styles.vendorStrip} />
          <Suspense fallback={null}>
            <ServiceAreaLine terms={offering.terms} serviceability={serviceability} />
            <MoneyTermsLine terms={offering.terms} advance={advance} price={shownPrice(offering)} />
          </Suspense>
          {/* On the desktop the price card shows these lines beside the action; a Call shows them in its call sheet. */}
          {offering.offeringType === "call" ? null : <GoodToKnow lines={offering.connectInfo} className={styles.phoneOnly} />}
          <OfferingDescriptions sections={descriptionWithPolicy(offering)} />
          <Suspense fallback={null}>
            <SupportBlock support={support} policy={offering.policy} terms={offering.terms} price={shownPrice(offering)} />
          </Suspense>
        </div>
        <aside className={styles.secondary} aria-label={`About ${offering.vendorName}`}>
          <div className={styles.desktopOnly}>
            <ActionCard offering={offering} action={renderAction(true)} note={leadTime} />
          </div>
          <div className={styles.scroller}>
            <div className={`${styles.desktopOnly} ${styles.panel}`}>
              <Suspense fallback={null}>
                <VendorProfile vendor={offering.vendor} heading />
              </Suspense>
            </div>
            <Suspense fallback={null}>
              <RelatedOfferings vendorName={offering.vendorName} offerings={offering.relatedOfferings} />
            </Suspense>
          </div>
        </aside>
      </div>
      <div className={styles.below}>
        <Suspense fallback={null}>
          <ReviewsSection rating={offering.vendor.rating} reviewsCount={offering.vendor.reviewsCount} reviews={offering.reviews} />
        </Suspense>
        <Suspense fallback={null}>
          <QualityBanner />
        </Suspense>
      </div>
      <PriceBar offering={offering} action={renderAction(false)} note={leadTime} />
    </div>
  );
}
