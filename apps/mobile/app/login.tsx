import { LoginScreen } from "../src/features/accounts/login-screen";

export default function LoginRoute() {
  return <LoginScreen />;
}
