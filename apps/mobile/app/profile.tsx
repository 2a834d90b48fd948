import { ProfileScreen } from "../src/features/accounts/profile-screen";
import { AccountDataSection } from "../src/features/privacy/account-data-section";
import { AboutSection } from "../src/features/content/about-section";

/**
 * The profile, with the consumer's data below it: download it, or delete the account (docs/decisions/0031); then Help &
 * Support, the blog and the legal pages (docs/decisions/0066).
 */
export default function ProfileRoute() {
  return <ProfileScreen footer={<AccountDataSection />} about={<AboutSection />} />;
}
