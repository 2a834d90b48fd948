import { useNavigation } from "react-router";
import { getPayoutAccount } from "@utsav/api-client/vendor/payments/get-payout-account";
import { listVendorPayments } from "@utsav/api-client/vendor/payments/list-vendor-payments";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import { PAYOUT_COPY } from "@utsav/domain/client";
import type { VendorPaymentTotals } from "@utsav/domain";
import type { Route } from "./+types/payments";
import type { PaymentsPageData } from "../../features/payments/vendor/payments-page";
import { PaymentsHeader } from "../../features/payments/vendor/payments-header";
import type { PayoutActResult } from "../../features/payments/vendor/payout-acts";
import { vendorPageData } from "../../features/vendors/api/loader-data.server";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { VendorPageError } from "../../features/vendors/shell/vendor-not-found";
import { browserApi } from "../../lib/api-client";
import { cursorIn, pagesUpTo } from "../../shared/lib/cursor-pages";
import { submittedBody } from "../../shared/lib/forms/json-action";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

// The page's form loads with its own chunk, react-hook-form with it (docs/decisions/0030).
const PaymentsPage = lazyScreen(() => import("../../features/payments/vendor/payments-page").then((m) => m.PaymentsPage));

/** The bank account, and every page of advances up to the address's cursor ("Show more", shared/lib/cursor-pages.ts). */
async function readPayments(api: ApiTransport, last: string | undefined): Promise<EnvelopeResult<PaymentsPageData>> {
  const account = await getPayoutAccount(api);
  if (!account.ok) return account;
  let totals: VendorPaymentTotals = { heldPaise: 0, releasedPaise: 0, refundedPaise: 0 };
  const pages = await pagesUpTo(
    (cursor) => listVendorPayments(api, cursor),
    last,
    (page) => {
      totals = page.totals;
      return page.rows;
    },
  );
  if (!pages.ok) return pages;
  return { ok: true, data: { account: account.data, rows: pages.data.items, totals, nextCursor: pages.data.nextCursor } };
}

/** The vendor's money (docs/decisions/0051): everyone in the business reads it; the owner changes the bank account. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return vendorPageData(context.api, (api) => readPayments(api, cursorIn(new URL(request.url).searchParams)));
}

/** The owner's bank account (features/payments/vendor/payout-acts.ts), sent from the browser; then the page is read again. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<PayoutActResult> {
  const { runPayoutAct } = await import("../../features/payments/vendor/payout-acts");
  return runPayoutAct(browserApi, await submittedBody(request));
}

export const meta: Route.MetaFunction = () => vendorMeta(PAYOUT_COPY.title);

export default function VendorPaymentsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return loaderData ? <PaymentsPage data={loaderData} result={actionData} busy={busy} /> : null;
}

/** Payments that could not be read: the page's top, then the API's message and Try again. */
export function ErrorBoundary() {
  return <VendorPageError header={<PaymentsHeader />} />;
}
