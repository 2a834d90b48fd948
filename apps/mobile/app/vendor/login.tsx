import { VendorLoginScreen } from "../../src/features/accounts/vendor-login-screen";

export default function VendorLoginRoute() {
  return <VendorLoginScreen />;
}
