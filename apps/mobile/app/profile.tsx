import { ProfileScreen } from "../src/features/accounts/profile-screen";
import { AccountDataSection } from "../src/features/privacy/account-data-section";

/** The profile, with the consumer's data below it: download it, or delete the account (docs/decisions/0031). */
export default function ProfileRoute() {
  return <ProfileScreen footer={<AccountDataSection />} />;
}
