import { Link } from "react-router";
import {
  BOOKING_COPY,
  formatDayTime,
  formatPhoneDisplay,
  IDENTITY_FIELD_LABELS,
  normalizeIndianMobile,
  OFFERING_REACH,
  VENDOR_DASHBOARD_TEXT,
  VENDOR_TODO_TEXT,
  vendorDashboardTextFor,
} from "@utsav/domain/client";
import type { OfferingReach, VendorDashboard } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { BookingStatusBadge } from "../../../shared/ui/booking-status-badge";
import { TodoList } from "../shell/todo-banner";
import { KYC_STATE_TEXT } from "../kyc/kyc-text";
import { PROFILE_STATE_TEXT, vendorTodos } from "../shell/vendor-todos";
import { Card, PageHeader } from "../../../shared/ui/vendor-area/page-header";
import { LineIcon } from "../../../shared/ui/icons";
import { ReviewCard } from "./review-card";
import styles from "./dashboard.module.css";
import { workPaths } from "../../../lib/work-paths";

/**
 * /vendor: how the business is doing this week, what to do next, and the latest bookings and leads. The dashboard is
 * the route loader's (a failed read is the route's error boundary, with Try again).
 */
export function DashboardPage({ dashboard }: { dashboard: VendorDashboard }) {
  return (
    <>
      <PageHeader
        title="Dashboard"
        lead={`Welcome back, ${dashboard.businessName}.`}
        actions={
          dashboard.storeSlug ? (
            <a href={paths.store(dashboard.storeSlug)} className="btn btn-outline" target="_blank" rel="noreferrer">
              {VENDOR_DASHBOARD_TEXT.viewStore}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null
        }
      />
      <DashboardContent dashboard={dashboard} />
    </>
  );
}

function DashboardContent({ dashboard }: { dashboard: VendorDashboard }) {
  const { counts } = dashboard;
  const todos = vendorTodos(dashboard);
  return (
    <>
      <ul className={styles.counts} aria-label="This week">
        <CountCard
          label={VENDOR_DASHBOARD_TEXT.liveOfferings}
          sub={VENDOR_DASHBOARD_TEXT.liveOfferingsSub}
          value={counts.liveOfferings}
          to={paths.vendorOfferings()}
        >
          <NotShown counts={counts} />
        </CountCard>
        <CountCard label="Bookings" value={counts.bookingsThisWeek} total={counts.bookingsTotal} to={workPaths.vendorBookings()} />
        <CountCard label="Leads" value={counts.leadsThisWeek} total={counts.leadsTotal} to={workPaths.vendorLeads()} />
      </ul>
      <ReviewCard review={dashboard.review} />
      <Card aria-labelledby="next-steps-title">
        <h2 id="next-steps-title" className={styles.cardTitle}>
          Next steps
        </h2>
        <dl className={styles.states}>
          <div>
            <dt>Profile</dt>
            <dd>{PROFILE_STATE_TEXT[dashboard.profileState]}</dd>
          </div>
          <div>
            <dt>{IDENTITY_FIELD_LABELS.documents}</dt>
            <dd>{KYC_STATE_TEXT[dashboard.kycState].label}</dd>
          </div>
        </dl>
        {todos.length > 0 ? <TodoList todos={todos} /> : <p className="muted">{VENDOR_TODO_TEXT.allSet}</p>}
      </Card>
      <div className={styles.columns}>
        <LatestBookings bookings={dashboard.latestBookings} />
        <LatestLeads leads={dashboard.latestLeads} />
      </div>
    </>
  );
}

interface CountCardProps {
  label: string;
  value: number;
  /** This week's count's total; else `sub` says what the value counts. */
  total?: number;
  sub?: string;
  to?: string;
  /** Said under the card's link. */
  children?: React.ReactNode;
}

function CountCard({ label, value, total, sub, to, children }: CountCardProps) {
  const body = (
    <>
      <span className={styles.countValue}>{value}</span>
      <span className={styles.countLabel}>{label}</span>
      <span className={styles.countSub}>{total === undefined ? sub : vendorDashboardTextFor.thisWeek(total)}</span>
    </>
  );
  return (
    <li className={styles.count}>
      {to ? (
        <Link to={to} className={`${styles.countBody} ${styles.countLink}`}>
          {body}
        </Link>
      ) : (
        <div className={styles.countBody}>{body}</div>
      )}
      {children}
    </li>
  );
}

const REACH_COUNT: Record<OfferingReach, (counts: VendorDashboard["counts"]) => number> = {
  waiting: (c) => c.waitingOfferings,
  hidden: (c) => c.hiddenOfferings,
  licence: (c) => c.licenceOfferings,
};

/** The live offerings shoppers do not see, counted by why (docs/decisions/0038); nothing when there are none. */
function NotShown({ counts }: { counts: VendorDashboard["counts"] }) {
  const held = OFFERING_REACH.map((reach) => ({ reach, n: REACH_COUNT[reach](counts) })).filter(({ n }) => n > 0);
  if (held.length === 0) return null;
  return (
    <ul className={styles.reach} aria-label={VENDOR_DASHBOARD_TEXT.notShown}>
      {held.map(({ reach, n }) => (
        <li key={reach}>
          <span className={styles.reachCount}>{n}</span> {VENDOR_DASHBOARD_TEXT.reach[reach]}
        </li>
      ))}
    </ul>
  );
}

/** A value the consumer typed that is a mobile number becomes a tap-to-call link. */
function DetailValue({ value }: { value: string }) {
  const phone = normalizeIndianMobile(value);
  return phone ? <a href={`tel:${phone}`}>{formatPhoneDisplay(phone)}</a> : <>{value}</>;
}

function LatestBookings({ bookings }: { bookings: VendorDashboard["latestBookings"] }) {
  return (
    <Card aria-labelledby="latest-bookings-title">
      <h2 id="latest-bookings-title" className={styles.cardTitle}>
        Latest bookings
      </h2>
      {bookings.length === 0 ? (
        <div className={styles.empty}>
          <p>No bookings yet. Customers book offerings of the type Book; their details show here.</p>
          <Link to={paths.vendorOfferingNew()} className={styles.emptyLink}>
            Add a bookable offering
          </Link>
        </div>
      ) : (
        <ul className={styles.items}>
          {bookings.map((booking) => (
            <li key={booking.id} className={styles.item}>
              <div className={styles.itemHead}>
                <Link to={workPaths.vendorBooking(booking.id)} className={styles.itemTitle}>
                  {booking.offeringName}
                </Link>
                <time dateTime={booking.createdAt} className={styles.itemTime}>
                  {formatDayTime(booking.createdAt)}
                </time>
              </div>
              <BookingStatusBadge status={booking.status} />
              <dl className={styles.details}>
                {booking.details.map((detail) => (
                  <div key={detail.label}>
                    <dt>{detail.label}</dt>
                    <dd>
                      <DetailValue value={detail.value} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function LatestLeads({ leads }: { leads: VendorDashboard["latestLeads"] }) {
  return (
    <Card aria-labelledby="latest-leads-title">
      <h2 id="latest-leads-title" className={styles.cardTitle}>
        Latest leads
      </h2>
      {leads.length === 0 ? (
        <div className={styles.empty}>
          <p>No leads yet. When a customer taps View Contact on one of your offerings, they show here so you can call them back.</p>
        </div>
      ) : (
        <ul className={styles.items}>
          {leads.map((lead) => (
            <li key={lead.id} className={styles.item}>
              <div className={styles.itemHead}>
                <span className={styles.itemTitle}>{lead.consumerName ?? BOOKING_COPY.someCustomer}</span>
                <time dateTime={lead.createdAt} className={styles.itemTime}>
                  {formatDayTime(lead.createdAt)}
                </time>
              </div>
              <p className={styles.itemSub}>Asked about {lead.offeringName}</p>
              <a href={`tel:${lead.consumerPhone}`} className={`btn btn-outline ${styles.call}`}>
                <PhoneIcon /> Call {formatPhoneDisplay(lead.consumerPhone)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function PhoneIcon() {
  return (
    <LineIcon size={18}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </LineIcon>
  );
}
