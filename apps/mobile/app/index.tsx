import { SafeAreaView } from "react-native-safe-area-context";
import { HomeScreen } from "../src/features/home/home-screen";

export default function HomeRoute() {
  return (
    <SafeAreaView style={{ flex: 1 }} edges={["top"]}>
      <HomeScreen section={null} />
    </SafeAreaView>
  );
}
