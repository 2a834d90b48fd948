import { SafeAreaView } from "react-native-safe-area-context";
import { HomeScreen } from "../src/features/catalogue/home-screen";
import { NotifyMeForm } from "../src/features/waitlist/notify-me-form";

export default function HomeRoute() {
  return (
    <SafeAreaView style={{ flex: 1 }} edges={["top"]}>
      <HomeScreen section={null} renderNotifyMe={(box) => <NotifyMeForm {...box} />} />
    </SafeAreaView>
  );
}
