import { exportMyData } from "@utsav/api-client/consumer/export-my-data";
import { PRIVACY_COPY } from "@utsav/domain/client";
import { browserApi } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { AccountDataActions } from "../../shared/ui/account-data/account-data-actions";
import page from "../../shared/ui/content-page.module.css";

/**
 * /account/data, "Your data" (docs/decisions/0031): a signed-in consumer downloads everything Utsav holds about them,
 * or deletes their account. A page of its own, so it has an address: the web link Google Play asks for, which a guest
 * reaches through sign-in. The profile popup downloads too, and leads here to delete.
 */
export function AccountDataPage() {
  return (
    <div className={`container ${page.page}`}>
      <header className={page.hero}>
        <h1>{PRIVACY_COPY.sectionTitle}</h1>
      </header>
      <AccountDataActions
        exportData={() => exportMyData(browserApi)}
        deletion={{ ask: { userType: "consumer", action: paths.myData() } }}
      />
    </div>
  );
}
