import { ProfileScreen } from "../src/features/accounts/profile-screen";

export default function ProfileRoute() {
  return <ProfileScreen />;
}
