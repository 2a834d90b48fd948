import { SafeAreaView } from "react-native-safe-area-context";
import { HomeScreen } from "../src/features/catalogue/home-screen";

export default function HomeRoute() {
  return (
    <SafeAreaView style={{ flex: 1 }} edges={["top"]}>
      <HomeScreen section={null} />
    </SafeAreaView>
  );
}
