import { AppProviders } from "../src/app-providers";
import { apiBaseUrl } from "../src/config";
import { RootStack } from "../src/root-stack";

export default function RootLayout() {
  return (
    <AppProviders baseUrl={apiBaseUrl()}>
      <RootStack />
    </AppProviders>
  );
}
