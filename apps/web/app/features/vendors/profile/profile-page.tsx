import { useVendorProfile } from "../api/profile";
import { ProfileOverview } from "./profile-overview";

/** /vendor/profile: the layout's loader put the profile in the cache, so it is there under the shell. */
export function ProfilePage() {
  const { data: profile } = useVendorProfile();
  return profile ? <ProfileOverview profile={profile} /> : null;
}
