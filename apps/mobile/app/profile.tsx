import { ProfileScreen } from "../src/features/account/profile-screen";

export default function ProfileRoute() {
  return <ProfileScreen />;
}
